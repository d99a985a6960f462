import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate-demo-data.js';
import { dayNumber, isOpenOn } from './generate-orders.js';
import { DISTRIBUTION_CENTER_SITES } from './istanbul-places.js';
import { pointInPolygon } from '@rota/core';

const today = '2026-11-22';
const data = generateDemoData({ today });

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

describe('generateDemoData', () => {
  it('gives the same data for the same seed and day', () => {
    expect(generateDemoData({ today })).toEqual(data);
    expect(JSON.stringify(generateDemoData({ today, seed: 7 }))).toBe(
      JSON.stringify(generateDemoData({ today, seed: 7 })),
    );
  });

  it('gives other customers and orders for another seed, and dates orders by the given day', () => {
    const other = generateDemoData({ today: '2027-01-04', seed: 7 });
    expect(other.locations.map((l) => l.latitude)).not.toEqual(data.locations.map((l) => l.latitude));
    expect(other.orders.every((o) => o.date === '2027-01-04' && o.inboundDate === '2027-01-03')).toBe(true);
    expect(other.orders.every((o) => o.refNo.startsWith('SO-20270104-'))).toBe(true);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => generateDemoData({ today: '22.11.2026' })).toThrow(/YYYY-MM-DD/);
  });

  it('has the counts of the demo operation', () => {
    expect(data.regions.map((r) => r.name)).toEqual(['Avrupa Yakası', 'Anadolu Yakası']);
    expect(data.distributionCenters).toHaveLength(3);
    expect(data.distributionCenters[0]?.name).toBe(DISTRIBUTION_CENTER_SITES[0]?.name);
    expect(data.depots.length).toBeGreaterThanOrEqual(3);
    const customers = data.locations.filter((l) => !l.isDepot);
    expect(customers.length).toBeGreaterThanOrEqual(400);
    expect(data.orders.length).toBeGreaterThanOrEqual(300);
    expect(data.orders.filter((o) => o.orderType === 'DELIVERY').length).toBeGreaterThan(200);
    expect(data.orders.filter((o) => o.orderType === 'PICKUP').length).toBeGreaterThan(30);
    expect(data.orders.every((o) => o.date === today)).toBe(true);
    expect(data.vehicles).toHaveLength(25);
    expect(new Set(data.vehicles.map((v) => v.vehicleTypeRefNo)).size).toBe(4);
    expect(data.drivers).toHaveLength(25);
    expect(data.geofences.filter((g) => g.type === 0)).toHaveLength(2);
    expect(data.workflows.filter((w) => w.isDefault)).toHaveLength(1);
    expect(data.operationTypeTimeWindows.length).toBeGreaterThan(0);
    expect(data.vehicleTypeCapabilities.some((c) => !c.isCapable)).toBe(true);
    // every distribution center has orders and vehicles of its own
    for (const dc of data.distributionCenters) {
      expect(data.orders.some((o) => o.distributionCenterName === dc.name)).toBe(true);
      expect(data.vehicles.some((v) => v.distributionCenterName === dc.name)).toBe(true);
    }
  });

  it('keeps the keys that the database makes unique unique', () => {
    expect(unique(data.locations.map((l) => l.refNo))).toBe(true);
    expect(unique(data.locations.map((l) => l.name))).toBe(true);
    expect(unique(data.orders.map((o) => `${o.distributionCenterName}|${o.refNo}`))).toBe(true);
    expect(unique(data.vehicles.map((v) => v.plate.replace(/ /g, '').toUpperCase()))).toBe(true);
    expect(unique(data.vehicles.map((v) => v.refNo))).toBe(true);
    expect(unique(data.drivers.map((d) => d.refNo))).toBe(true);
    expect(unique(data.drivers.map((d) => d.email))).toBe(true);
    expect(unique(data.drivers.map((d) => d.employeeNumber))).toBe(true);
    expect(unique(data.vehicles.map((v) => v.defaultDriverRefNo))).toBe(true);
    expect(data.drivers[0]?.email).toBe('driver1@demo.rota');
  });

  it('only points at records that exist', () => {
    const dcs = new Set(data.distributionCenters.map((d) => d.name));
    const locations = new Map(data.locations.map((l) => [l.refNo, l]));
    const depots = new Set(data.depots.map((d) => d.refNo));
    const cargo = new Set(data.cargoTypes.map((c) => c.refNo));
    const operations = new Map(data.operationTypes.map((o) => [o.refNo, o]));
    const types = new Set(data.vehicleTypes.map((t) => t.refNo));
    const drivers = new Set(data.drivers.map((d) => d.refNo));
    const steps = new Set(data.stepDefinitions.map((s) => s.name));
    expect(data.distributionCenters.every((d) => data.regions.some((r) => r.name === d.regionName))).toBe(
      true,
    );
    expect(data.locations.every((l) => dcs.has(l.distributionCenterName))).toBe(true);
    for (const d of data.depots) expect(locations.get(d.locationRefNo)?.isDepot).toBe(true);
    for (const o of data.orders) {
      const location = locations.get(o.locationRefNo);
      expect(location?.isDepot).toBe(false);
      expect(location?.distributionCenterName).toBe(o.distributionCenterName);
      expect(cargo.has(o.cargoTypeRefNo)).toBe(true);
      expect(operations.get(o.operationTypeRefNo)?.action).toBe(o.orderType);
      expect(depots.has(o.createdByDepotRefNo) && depots.has(o.assignedToDepotRefNo)).toBe(true);
    }
    for (const v of data.vehicles) {
      expect(types.has(v.vehicleTypeRefNo)).toBe(true);
      expect(locations.get(v.departureLocationRefNo)?.isDepot).toBe(true);
      expect(locations.get(v.arrivalLocationRefNo)?.isDepot).toBe(true);
      expect(v.defaultDriverRefNo !== null && drivers.has(v.defaultDriverRefNo)).toBe(true);
    }
    for (const w of data.workflows) {
      for (const a of w.workflowActions) {
        expect(operations.has(a.operationTypeRefNo)).toBe(true);
        expect(a.steps.every((s) => steps.has(s.stepName))).toBe(true);
      }
    }
  });

  it('has sensible values: shifts, windows, amounts', () => {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/;
    for (const v of data.vehicles) {
      expect(v.shiftStart).toMatch(time);
      expect(v.shiftEnd > v.shiftStart).toBe(true);
      expect(v.weightCapacity > 0 && v.volumeCapacity > 0 && v.fixedCost > 0).toBe(true);
    }
    for (const l of data.locations) {
      expect(l.timeWindows.length).toBeGreaterThan(0);
      for (const w of l.timeWindows) expect(w.endTime > w.startTime).toBe(true);
    }
    for (const o of data.orders) {
      expect(o.amount > 0 && o.weight > 0 && o.volume > 0 && o.monetaryValue > 0).toBe(true);
      if (o.serveAfter !== null && o.serveBefore !== null) expect(o.serveBefore > o.serveAfter).toBe(true);
    }
    // the heaviest order fits the biggest vehicle
    const heaviest = Math.max(...data.orders.map((o) => o.weight));
    expect(heaviest).toBeLessThanOrEqual(Math.max(...data.vehicles.map((v) => v.weightCapacity)));
  });

  it('draws avoid areas of 3 or 4 points that contain no location', () => {
    for (const g of data.geofences) {
      expect(g.polygon.length).toBeGreaterThanOrEqual(3);
      expect(g.polygon.length).toBeLessThanOrEqual(4);
      const inside = data.locations.filter((l) =>
        pointInPolygon({ lat: l.latitude, lng: l.longitude }, g.polygon),
      );
      expect(inside).toEqual([]);
    }
  });

  it.each(['2026-11-23', '2026-11-28', '2026-11-29'])(
    'gives orders only to customers open on %s, with a window that leaves time to serve them',
    (day) => {
      const demo = generateDemoData({ today: day });
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
      const locations = new Map(demo.locations.map((l) => [l.refNo, l]));
      const operations = new Map(demo.operationTypes.map((o) => [o.refNo, o]));
      expect(demo.orders.length).toBeGreaterThanOrEqual(300);
      for (const order of demo.orders) {
        const location = locations.get(order.locationRefNo);
        if (!location) throw new Error(`no location ${order.locationRefNo}`);
        expect(isOpenOn(location, dayNumber(day))).toBe(true);
        const service =
          order.customServiceDuration ?? operations.get(order.operationTypeRefNo)?.serviceDuration ?? 0;
        const limits = demo.operationTypeTimeWindows.filter(
          (w) => w.operationTypeRefNo === order.operationTypeRefNo,
        );
        const open = location.timeWindows.some((w) => {
          let start = minutes(w.startTime);
          let end = minutes(w.endTime);
          if (order.serveAfter) start = Math.max(start, minutes(order.serveAfter));
          if (order.serveBefore) end = Math.min(end, minutes(order.serveBefore));
          for (const limit of limits) {
            start = Math.max(start, minutes(limit.startTime));
            end = Math.min(end, minutes(limit.endTime));
          }
          return end - start >= service;
        });
        expect([order.refNo, open]).toEqual([order.refNo, true]);
      }
    },
  );

  it('numbers days from Monday', () => {
    expect(dayNumber('2026-11-23')).toBe(0); // a Monday
    expect(dayNumber('2026-11-29')).toBe(6); // a Sunday
  });

  it('plans territories whose polygons hold exactly their own customers, visited from 1', () => {
    expect(data.territories.length).toBeGreaterThanOrEqual(3);
    const customers = data.locations.filter((l) => !l.isDepot);
    const vehicles = new Map(data.vehicles.map((v) => [v.refNo, v]));
    const seen = new Set<string>();
    for (const t of data.territories) {
      const inside = customers
        .filter((l) => pointInPolygon({ lat: l.latitude, lng: l.longitude }, t.polygon))
        .map((l) => l.refNo)
        .sort();
      expect(t.locations.map((l) => l.locationRefNo).sort()).toEqual(inside);
      expect(t.locations.map((l) => l.visitOrder)).toEqual(t.locations.map((_, i) => i + 1));
      expect(inside.length).toBeGreaterThan(0);
      for (const l of t.locations) {
        expect(seen.has(l.locationRefNo)).toBe(false);
        seen.add(l.locationRefNo);
      }
      const van = t.defaultVehicleRefNo === null ? undefined : vehicles.get(t.defaultVehicleRefNo);
      expect(van?.distributionCenterName).toBe(t.distributionCenterName);
      expect(t.startDate).toBe('2026-11-01');
    }
  });
});
