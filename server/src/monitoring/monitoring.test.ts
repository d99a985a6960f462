import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import S3rver from 's3rver';
import { PDFParse } from 'pdf-parse';
import { haversineMeters, pivotKpiRows, type OrderListResponse } from '@rota/core';
import type { RouteResult } from '@rota/core/daily-plan';
import {
  trackingApi,
  type KpiRow,
  type OrderProof,
  type OrderTrackingRow,
  type OrderWorkflowSteps,
  type SensorNotification,
  type VehicleTrackingData,
} from '@rota/core/tracking';
import { rows, sql } from '../db/database.js';
import { PLAN_TIME_ZONE } from '../solver/plan-clock.js';
import { createDatabaseFileStore, createS3FileStore } from '../storage/index.js';
import { proofFileContent } from './monitoring.repository.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';
import {
  insertDoorReadings,
  insertPositions,
  insertStepResult,
  insertVisitEvent,
  listJobAssignments,
  listPlannedStops,
  proofFileKey,
  type Assignment,
  type PlannedStop,
} from '../tracking/tracking.repository.js';
import { toBuffer } from 'bwip-js/node';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function unzip(body: Buffer): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(body);
  const out = new Map<string, Uint8Array>();
  for (const name of Object.keys(zip.files)) out.set(name, await zip.files[name]!.async('uint8array'));
  return out;
}

const at = (base: number, minutes: number) => new Date(base + minutes * 60_000).toISOString();

describe('monitoring: order tracking, proof and documents, sensors, cost report over stored driver reports', () => {
  let t: DailyPlanTestApp;
  let admin: string;
  let driven: Assignment;
  let idle: Assignment;
  let stops: PlannedStop[];
  let positions: { latitude: number; longitude: number; recordedAt: string }[];
  const base = Date.parse('2026-01-01T08:00:00Z');

  beforeAll(async () => {
    t = await createDailyPlanTestApp();
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      {
        token: admin,
      },
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.slice(0, 10).map((x) => x.refNo);
    const vehicles = v.envelope.data.vehicleResultList.slice(0, 2).map((x) => x.refNo);
    await t.call('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'MON-1', centerId: t.centerId, orders, vehicles, queue: true }),
    });
    await waitForStatus(t, admin, 'MON-1', ['SUCCESS']);
    const route = await t.call<RouteResult>('GET', '/api/routes/MON-1', { token: admin });
    const approved = await t.call('PUT', `/api/jobs/MON-1/${route.envelope.data.routeId}/approve`, {
      token: admin,
      body: { isApproved: true },
    });
    expect(approved.status).toBe(200);
    const [job] = await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM jobs WHERE ref_no = 'MON-1'`);
    const assignments = await listJobAssignments(t.db.orm, job!.id);
    const planned = await listPlannedStops(
      t.db.orm,
      assignments.map((a) => a.routeVehicleId),
    );
    const withVisits = assignments.filter(
      (a) => (planned.get(a.routeVehicleId) ?? []).filter((s) => s.type === 'visit').length >= 2,
    );
    expect(withVisits.length, 'a vehicle with two visits and a driver').toBeGreaterThan(0);
    driven = withVisits[0]!;
    idle = assignments.find((a) => a !== driven) ?? driven;
    stops = (planned.get(driven.routeVehicleId) ?? []).filter((s) => s.type === 'visit');
    const [first, second] = stops as [PlannedStop, PlannedStop];
    // A day on the road: depot side, first stop, a detour 1.2 km north, second stop.
    positions = [
      { latitude: first.latitude - 0.01, longitude: first.longitude, recordedAt: at(base, 0) },
      { latitude: first.latitude, longitude: first.longitude, recordedAt: at(base, 20) },
      { latitude: first.latitude + 0.011, longitude: first.longitude, recordedAt: at(base, 45) },
      { latitude: second.latitude, longitude: second.longitude, recordedAt: at(base, 70) },
    ];
    await insertPositions(t.db.orm, driven, positions);
    const ev = (
      stop: PlannedStop,
      event: 'ARRIVED' | 'SERVICE_STARTED' | 'COMPLETED' | 'FAILED',
      minutes: number,
    ) =>
      insertVisitEvent(t.db.orm, driven, {
        stopId: stop.stopId,
        visitOrder: stop.visitOrder,
        orderId: null,
        event,
        reason: event === 'FAILED' ? 'Customer absent' : null,
        occurredAt: at(base, minutes),
      });
    await ev(first, 'ARRIVED', 20);
    await ev(first, 'SERVICE_STARTED', 22);
    await ev(first, 'COMPLETED', 30);
    await ev(second, 'ARRIVED', 70);
    await ev(second, 'FAILED', 75);
    await insertStepResult(t.db.orm, createDatabaseFileStore(t.db.orm), driven, {
      stopId: first.stopId,
      visitOrder: first.visitOrder,
      orderId: first.orders[0]!.orderId,
      stepName: 'capture_signature_with_name',
      contactName: 'Ayşe Yılmaz',
      notes: 'Left at the back door',
      barcodes: ['PKG-0001', 'PKG-0002'],
      completedAt: at(base, 29),
      files: [
        {
          fileType: 'Signature',
          fileName: 'signature.png',
          contentType: 'image/png',
          content: await toBuffer({ bcid: 'code128', text: 'SIGN', scale: 2, height: 10 }),
        },
      ],
    });
    await insertDoorReadings(t.db.orm, driven, [
      {
        sensorLabel: 'Rear door',
        isOpen: true,
        measuredAt: at(base, 21),
        latitude: first.latitude,
        longitude: first.longitude,
      },
      { sensorLabel: 'Rear door', isOpen: false, measuredAt: at(base, 29) },
      { sensorLabel: 'Rear door', isOpen: true, measuredAt: at(base, 45) },
      { sensorLabel: 'Rear door', isOpen: false, measuredAt: at(base, 47) },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const grid = async (query = '') =>
    (
      await t.call<OrderTrackingRow[]>(
        'GET',
        `/api/order-tracking/get-order-tracking-grid?jobRefNo=MON-1${query}`,
        { token: admin },
      )
    ).envelope.data;

  it('shows each order with the status its stop reached, and narrows by vehicle', async () => {
    const all = await grid();
    const byRef = new Map(all.map((r) => [r.orderRefNo, r]));
    for (const o of stops[0]!.orders) expect(byRef.get(o.orderRefNo)?.status).toBe('COMPLETED');
    for (const o of stops[1]!.orders) expect(byRef.get(o.orderRefNo)?.status).toBe('FAILED');
    const later = stops.slice(2).flatMap((s) => s.orders);
    for (const o of later)
      expect(byRef.get(o.orderRefNo)?.status).toBe(
        o.action === 'PICKUP' ? 'HEADED_TO_LOCATION' : 'IN_TRANSIT',
      );
    if (idle !== driven) {
      const idleRows = await grid(`&vehicles=${idle.vehicleRefNo}`);
      expect(idleRows.length).toBeGreaterThan(0);
      expect(idleRows.every((r) => r.status === 'DISPATCHED' && r.vehicle === idle.vehiclePlate)).toBe(true);
    }
    const filter = await t.call<{
      vehicles: { refNo: string }[];
      orders: unknown[];
      jobs: { jobRefNo: string }[];
    }>('GET', '/api/filter/order-tracking?jobRefNo=MON-1', { token: admin });
    expect(filter.envelope.data.jobs.map((j) => j.jobRefNo)).toContain('MON-1');
    expect(filter.envelope.data.orders).toHaveLength(all.length);
  });

  it('gives the workflow steps with the times the driver reported, and the proof', async () => {
    const orderRefNo = stops[0]!.orders[0]!.orderRefNo;
    const steps = await t.call<OrderWorkflowSteps>(
      'GET',
      `/api/order-tracking/get-order-workflow-steps?jobRefNo=MON-1&orderRefNo=${orderRefNo}`,
      { token: admin },
    );
    expect(steps.envelope.data.currentStatus).toBe('COMPLETED');
    expect(steps.envelope.data.steps.map((s) => [s.status, s.isEnabled, s.actionDate])).toEqual([
      ['DISPATCHED', true, expect.any(String)],
      [stops[0]!.orders[0]!.action === 'PICKUP' ? 'HEADED_TO_LOCATION' : 'IN_TRANSIT', true, at(base, 0)],
      ['VEHICLE_AT_LOCATION', true, at(base, 20)],
      ['SERVICING', true, at(base, 22)],
      ['COMPLETED', true, at(base, 30)],
    ]);
    const proof = await t.call<OrderProof>(
      'GET',
      `/api/order-tracking/get-order-proof?jobRefNo=MON-1&orderRefNo=${orderRefNo}`,
      {
        token: admin,
      },
    );
    expect(proof.envelope.data.signatureContactInfo?.contactName).toBe('Ayşe Yılmaz');
    expect(proof.envelope.data.scannedBarcodes?.scannedItemList).toEqual(['PKG-0001', 'PKG-0002']);
    expect(proof.envelope.data.notes).toBe('Left at the back door');
    expect(proof.envelope.data.vehiclePlate).toBe(driven.vehiclePlate);
    const [file] = proof.envelope.data.files;
    expect(file?.fileType).toBe('Signature');
    const image = await t.app.inject({
      method: 'GET',
      url: file!.fileUrl,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('zips one label PDF per planned order, each opening with its reference and place', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/order-tracking-label-with-job',
      headers: { authorization: `Bearer ${admin}` },
      payload: { jobRefNo: 'MON-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('MON-1.zip');
    const files = await unzip(res.rawPayload);
    const all = await grid();
    const planned = all.filter((r) => r.visitOrder !== null);
    expect([...files.keys()].sort()).toEqual(planned.map((r) => `${r.orderRefNo}.pdf`).sort());
    for (const row of planned.slice(0, 3)) {
      const text = await pdfText(files.get(`${row.orderRefNo}.pdf`)!);
      expect(text).toContain(row.orderRefNo);
      expect(text).toContain(row.locationName);
      expect(text).toContain('Order Label');
    }
    // Without a TimezoneOffset (as the web client calls it) dates print in the operation's zone.
    const first = planned[0]!;
    const proof = await t.call<OrderProof>(
      'GET',
      `/api/order-tracking/get-order-proof?jobRefNo=MON-1&orderRefNo=${first.orderRefNo}`,
      { token: admin },
    );
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: PLAN_TIME_ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(proof.envelope.data.plannedArrivalTime!))
        .map((p) => [p.type, p.value]),
    );
    expect(await pdfText(files.get(`${first.orderRefNo}.pdf`)!)).toContain(
      `${parts['day']}/${parts['month']}/${parts['year']} ${parts['hour']}:${parts['minute']}`,
    );
  });

  it('gives the service receipt of a completed order with its proof; refuses one not completed', async () => {
    const orderRefNo = stops[0]!.orders[0]!.orderRefNo;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pdf/order-service-receipt-with-orders?jobRefNo=MON-1&orderRefNo=${orderRefNo}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${orderRefNo}.zip`);
    const files = await unzip(res.rawPayload);
    const text = await pdfText(files.get(`${orderRefNo}.pdf`)!);
    for (const expected of [
      'Hizmet Fişi',
      orderRefNo,
      'Ayşe Yılmaz',
      'PKG-0001',
      'PKG-0002',
      'Left at the back door',
      'Tamamlandı',
    ])
      expect(text).toContain(expected);
    const failed = stops[1]!.orders[0]!.orderRefNo;
    const refused = await t.call(
      'GET',
      `/api/pdf/order-service-receipt-with-orders?jobRefNo=MON-1&orderRefNo=${failed}`,
      {
        token: admin,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      `A service receipt exists once the order is completed; order ${failed} is Failed.`,
    );
  });

  it('gives the door readings with the route, flags the door opened away from any planned stop', async () => {
    const res = await t.call<VehicleTrackingData>(
      'GET',
      `/api/vehicle-tracking-data?JobRefNo=MON-1&VehicleRefNo=${driven.vehicleRefNo}`,
      { token: admin },
    );
    expect(res.envelope.data.sensorData.map((r) => r.measurement)).toEqual([true, false, true, false]);
    expect(res.envelope.data.locations).toHaveLength(4);
    expect(res.envelope.data.awayFromStops).toEqual([
      expect.objectContaining({ sensorLabel: 'Rear door', start: at(base, 45), end: at(base, 47) }),
    ]);
    const day = at(base, 0).slice(0, 10);
    const history = await t.call<SensorNotification[]>(
      'GET',
      `/api/vehicle-tracking-data-notifications?VehicleRefNo=${driven.vehicleRefNo}&StartTime=${day}&EndTime=${day}`,
      { token: admin, headers: { TimezoneOffset: '0' } } as never,
    );
    expect(history.envelope.data.map((n) => n.event)).toEqual([
      'DOOR_CLOSED',
      'DOOR_OPENED_AWAY_FROM_STOP',
      'DOOR_CLOSED',
      'DOOR_OPENED',
    ]);
    expect(history.envelope.data[1]?.notification).toBe('Rear door opened away from any planned stop');
  });

  it('reports planned and actual distance, stops, orders and costs per trip from the stored reports', async () => {
    const res = await t.call<{ data: KpiRow[] }>('POST', '/api/kpi/vehicle', {
      token: admin,
      body: { vehicleRefNoList: [driven.vehicleRefNo], startDate: t.today, endDate: t.today },
    });
    expect(res.status).toBe(200);
    const pivot = pivotKpiRows(res.envelope.data.data);
    const planned = pivot.find((r) => r.kpiType === 'Planned')!;
    const actual = pivot.find((r) => r.kpiType === 'Actual')!;
    const [stored] = await rows<{
      distance: number;
      fixed_cost: number;
      km: number;
      hour: number;
      invoice: number;
    }>(
      t.db.orm,
      sql`SELECT rv.distance, v.fixed_cost::float8 AS fixed_cost, v.distance_unit_cost::float8 AS km,
                 v.duration_unit_cost::float8 AS hour FROM route_vehicles rv JOIN vehicles v ON v.id = rv.vehicle_id
           WHERE rv.id = ${driven.routeVehicleId}`,
    );
    expect(planned['Distance']).toBeCloseTo(stored!.distance / 1000, 2);
    expect(planned['NumberOfStops']).toBe(stops.length);
    let metres = 0;
    for (let i = 1; i < positions.length; i += 1)
      metres += haversineMeters(
        { lat: positions[i - 1]!.latitude, lng: positions[i - 1]!.longitude },
        { lat: positions[i]!.latitude, lng: positions[i]!.longitude },
      );
    expect(actual['Distance']).toBeCloseTo(metres / 1000, 2);
    expect(actual['Duration']).toBe(75);
    expect(actual['NumberOfStops']).toBe(1);
    expect(actual['NumberOfOrders']).toBe(stops[0]!.orders.length);
    expect(actual['DistanceCost']).toBeCloseTo((metres / 1000) * stored!.km, 1);
    expect(actual['DurationCost']).toBeCloseTo(1.25 * stored!.hour, 1);
    expect(actual['FixedCost']).toBeCloseTo(stored!.fixed_cost, 2);
    expect(actual['TotalCost']).toBeCloseTo(
      Number(actual['DistanceCost']) + Number(actual['DurationCost']) + Number(actual['FixedCost']),
      2,
    );
  });

  it('refuses bad input with a 4xx and its message', async () => {
    expect(
      (await t.call('GET', '/api/order-tracking/get-order-tracking-grid', { token: admin })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', '/api/order-tracking/get-order-tracking-grid?jobRefNo=NOPE-1', { token: admin }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call('GET', '/api/order-tracking/get-order-proof?jobRefNo=MON-1&orderRefNo=NOPE', {
          token: admin,
        })
      ).status,
    ).toBe(404);
    const backwards = await t.call('POST', '/api/kpi/vehicle', {
      token: admin,
      body: { vehicleRefNoList: [driven.vehicleRefNo], startDate: '2026-02-02', endDate: '2026-02-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.envelope.message).toBe('Please select vehicle and date range.');
    const empty = await t.call('POST', '/api/kpi/vehicle', {
      token: admin,
      body: { vehicleRefNoList: [], startDate: '2026-02-01', endDate: '2026-02-01' },
    });
    expect(empty.status).toBe(400);
    expect(
      (
        await t.call(
          'GET',
          `/api/vehicle-tracking-data-notifications?VehicleRefNo=${driven.vehicleRefNo}&StartTime=2026-13-45&EndTime=2026-01-01`,
          { token: admin },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/pdf/order-tracking-label-with-job', {
          token: admin,
          body: { jobRefNo: 'NOPE-1' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps proof files in an S3-compatible store when so configured, and serves them from there', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-proof-s3-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'rota-proofs', configs: [] }],
    });
    const address = await s3.run();
    try {
      const store = createS3FileStore({
        bucket: 'rota-proofs',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${address.port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        prefix: 'rota/',
      });
      const photo = await toBuffer({ bcid: 'code128', text: 'PHOTO-S3', scale: 2, height: 10 });
      const second = stops[1]!;
      const stored = await insertStepResult(t.db.orm, store, driven, {
        stopId: second.stopId,
        visitOrder: second.visitOrder,
        orderId: second.orders[0]!.orderId,
        stepName: 'capture_photo',
        contactName: null,
        notes: null,
        barcodes: [],
        completedAt: at(base, 74),
        files: [{ fileType: 'Photo', fileName: 'door.png', contentType: 'image/png', content: photo }],
      });
      try {
        const id = stored!.fileIds[0]!;
        const key = proofFileKey(photo);
        // the bytes are in the bucket, not in the database
        expect(Buffer.from((await store.get(key))!.content).equals(photo)).toBe(true);
        expect(await createDatabaseFileStore(t.db.orm).get(key)).toBeUndefined();
        const [row] = await rows<{ storage_key: string }>(
          t.db.orm,
          sql`SELECT storage_key FROM tracking_proof_files WHERE id = ${id}`,
        );
        expect(row!.storage_key).toBe(key);
        const served = await proofFileContent(t.db.orm, store, id);
        expect(served?.contentType).toBe('image/png');
        expect(Buffer.from(served!.content).equals(photo)).toBe(true);
        // a file kept in the database before the store became S3 is still served
        const signature = await rows<{ id: number }>(
          t.db.orm,
          sql`SELECT id FROM tracking_proof_files WHERE file_name = 'signature.png'`,
        );
        expect((await proofFileContent(t.db.orm, store, Number(signature[0]!.id)))?.contentType).toBe(
          'image/png',
        );
      } finally {
        await t.db.orm.execute(sql`DELETE FROM tracking_step_results WHERE id = ${stored!.id}`);
      }
    } finally {
      await s3.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each(
    Object.entries(trackingApi).filter(
      ([, c]) => !c.path.startsWith('tracking_tracing') && c.path !== 'dashboard',
    ),
  )('serves %s', async (_name, c) => {
    const res = await t.app.inject({
      method: c.method as 'GET',
      url: `/api/${c.path}`,
      headers: { authorization: `Bearer ${admin}` },
      ...(c.method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.statusCode).not.toBe(404);
  });
});
