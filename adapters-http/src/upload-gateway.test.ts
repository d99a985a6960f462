import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failEnvelope, okEnvelope, type UploadReport } from '@rota/core';
import { createHttpClient } from './http-client.js';
import { createUploadGateway } from './upload-gateway.js';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly contentType: string;
  readonly body: Buffer;
}

let server: http.Server;
let origin = '';
const seen: Seen[] = [];

const report = (over: Partial<UploadReport> = {}): UploadReport => ({
  kind: 'order',
  fileName: 'orders.xlsx',
  dryRun: false,
  status: 'SUCCESS',
  rowCount: 2,
  written: 2,
  problems: [],
  ...over,
});

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url, contentType: req.headers['content-type'] ?? '', body });
      if (url.startsWith('/api/file-upload/order?dryRun=true'))
        return answer(res, 200, okEnvelope(report({ dryRun: true, written: 0 }), 200, 'Checked'));
      if (url.startsWith('/api/file-upload/order')) {
        const problem = { row: 3, column: 'Reference No', value: '', message: 'Reference No is required' };
        const refused = report({ status: 'FAILED', written: 0, problems: [problem] });
        return answer(res, 400, { ...failEnvelope(400, '1 row refused'), data: refused });
      }
      if (url.startsWith('/api/file-upload/vehicle')) return answer(res, 403, failEnvelope(403, 'Forbidden'));
      if (url.startsWith('/doc/DC_Manager/order_template.xlsx?lang=tr')) {
        res.setHeader('Content-Type', 'application/octet-stream');
        return res.end(Buffer.from([0x50, 0x4b, 3, 4]));
      }
      answer(res, 404, failEnvelope(404, 'No route'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function gateway() {
  const client = createHttpClient({
    baseURL: `${origin}/api`,
    getToken: () => 'token',
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: () => undefined,
  });
  return createUploadGateway(client, { baseURL: origin });
}

const file = () => new Blob([Buffer.from('PK-sheet-bytes')]);

describe('upload gateway', () => {
  it('sends the file as multipart field `file` and answers the report of a dry run', async () => {
    const progress: number[] = [];
    const result = await gateway().upload('order', file(), 'orders.xlsx', {
      dryRun: true,
      onProgress: (sent) => progress.push(sent),
    });
    expect(result).toEqual({ ok: true, report: report({ dryRun: true, written: 0 }), message: 'Checked' });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString() ?? '';
    expect(body).toContain('name="file"; filename="orders.xlsx"');
    expect(body).toContain('PK-sheet-bytes');
    expect(progress.length).toBeGreaterThan(0);
  });

  it('answers a refused file with its per-row report and the failure', async () => {
    const result = await gateway().upload('order', file(), 'orders.xlsx');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toMatchObject({ status: 400, message: '1 row refused' });
    expect(result.report?.problems).toEqual([
      { row: 3, column: 'Reference No', value: '', message: 'Reference No is required' },
    ]);
    expect(seen.at(-1)?.url).toBe('/api/file-upload/order');
  });

  it('answers a refusal without a report as the failure alone', async () => {
    const result = await gateway().upload('vehicle', file(), 'vehicles.xlsx');
    expect(result).toMatchObject({ ok: false, report: null, failure: { status: 403, message: 'Forbidden' } });
  });

  it('downloads a template from the role’s folder in the asked language', async () => {
    const result = await gateway().template('DC Manager', { templateName: 'order_template' }, 'tr');
    expect(result.ok).toBe(true);
    if (result.ok) expect([...result.data]).toEqual([0x50, 0x4b, 3, 4]);
    const missing = await gateway().template('Admin', { templateName: 'order_template' }, 'tr');
    expect(missing).toMatchObject({ ok: false, error: { status: 404 } });
  });
});
