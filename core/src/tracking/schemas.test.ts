import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardSchema, routeTaskProgressBars } from './dashboard.schema.js';
import { kpiVehicleRequestSchema } from './kpi.schema.js';
import {
  orderStatusColours,
  orderStatusValues,
  vehicleTrackingStatusColours,
  vehicleTrackingStatusValues,
} from './order-status.schema.js';
import { orderProofSchema, orderTrackingRowSchema, serviceReceiptFileName } from './order-tracking.schema.js';
import { timelineUpdateSchema } from './track-and-trace.schema.js';

describe('tracking schemas', () => {
  it('give every order and vehicle status a colour', () => {
    for (const s of orderStatusValues) expect(orderStatusColours[s].background).toMatch(/^#[0-9a-f]{6}$/);
    for (const s of vehicleTrackingStatusValues)
      expect(vehicleTrackingStatusColours[s].text).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('read a dashboard and its route bars', () => {
    const counts = Object.fromEntries(
      [
        'numberOfCashCentres',
        'numberOfDrivers',
        'numberOfVehicles',
        'numberOfLocations',
        'numberOfOrders',
        'numberOfJobsCreated',
        'numberOfJobsSuccess',
        'numberOfJobsFailed',
        'numberOfJobsRunning',
        'numberOfJobsInQueue',
        'totalRoutes',
        'totalOrders',
        'totalDistance',
        'totalDuration',
        'routesCompleted',
        'ordersCompleted',
        'distanceCompleted',
        'durationCompleted',
        'vehiclesAtDepot',
        'vehiclesAtLocation',
        'vehiclesHeadedToLocation',
        'vehiclesHaveIssue',
      ].map((k) => [k, 1]),
    );
    const dashboard = dashboardSchema.parse({
      ...counts,
      routeTaskProgress: { 'Route A': 40, 'Route B': 120 },
      overallProgress: 55,
    });
    expect(routeTaskProgressBars(dashboard)).toEqual([
      { route: 'Route A', value: 40 },
      { route: 'Route B', value: 120 },
    ]);
  });

  it('read order rows, proofs and realtime updates', () => {
    expect(
      orderTrackingRowSchema.safeParse({
        refNo: 'R',
        orderRefNo: 'O',
        jobRefNo: 'J',
        orderName: 'n',
        action: 'PICKUP',
        status: 'PICKED',
        locationName: 'L',
        client: null,
        amount: 1,
        monetaryValue: null,
        serviceDuration: 5,
        volume: null,
        weight: 2,
        visitOrder: 1,
        vehicle: 'P',
        actionDisplay: 'Pickup',
      }).success,
    ).toBe(true);
    expect(
      orderProofSchema.safeParse({
        plannedArrivalTime: null,
        serviceDuration: 5,
        locationType: 'Shop',
        locationName: 'L',
        driverName: 'D',
        vehiclePlate: 'P',
        notes: null,
        scannedBarcodes: { scannedItemList: ['123'] },
        signatureContactInfo: { contactName: 'Ay' },
        files: [{ fileType: 'Photo', pathName: 'p', fileName: 'f.jpg', fileUrl: '/files/f.jpg' }],
        serviceWindows: [],
        etaDisplayName: null,
        etaStatus: null,
      }).success,
    ).toBe(true);
    expect(
      timelineUpdateSchema.safeParse({
        visitOrder: 1,
        vehiclePlate: 'P',
        actualStartTime: null,
        actualEndTime: null,
        vehicleRefNo: 'V',
        status: 'AT_DEPOT',
        duration: 0,
        eventDate: 'x',
      }).success,
    ).toBe(true);
    expect(serviceReceiptFileName('O-1')).toBe('O-1.zip');
  });

  it('accept KPI requests with YYYY-MM-DD dates only', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          expect(
            kpiVehicleRequestSchema.safeParse({ vehicleRefNoList: ['V'], startDate: day, endDate: day })
              .success,
          ).toBe(true);
        },
      ),
    );
    expect(
      kpiVehicleRequestSchema.safeParse({
        vehicleRefNoList: ['V'],
        startDate: '2026/01/01',
        endDate: '2026-01-02',
      }).success,
    ).toBe(false);
  });
});
