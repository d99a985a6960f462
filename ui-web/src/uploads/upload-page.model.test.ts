import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_UPLOAD_TEMPLATES,
  chooseFile,
  okEnvelope,
  type ChosenFile,
  type UploadReport,
} from '@rota/core';
import { createHttpClient, createUploadGateway } from '@rota/adapters-http';
import { templateFileName, templateRole, uploadAll } from './upload-page.model.js';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  language: string;
  body: string;
}

function report(kind: UploadReport['kind'], fileName: string, dryRun: boolean, bad: boolean): UploadReport {
  return {
    kind,
    fileName,
    dryRun,
    status: bad ? 'FAILED' : 'SUCCESS',
    rowCount: 3,
    written: bad || dryRun ? 0 : 3,
    problems: bad ? [{ row: 3, column: 'Amount', value: '-1', message: 'Amount must be at least 0' }] : [],
  };
}

function envelope(status: number, data: unknown, message: string | null) {
  return { ...okEnvelope(data, status, message), success: status < 400, isSuccess: status < 400 };
}

/** A stand-in server answering as the upload contract says: the file name picks the answer. */
describe('Upload All over HTTP', () => {
  let server: http.Server;
  let origin = '';
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1');
        const url = req.url ?? '';
        seen.push({
          method: req.method ?? '',
          url,
          contentType: String(req.headers['content-type'] ?? ''),
          language: String(req.headers['accept-language'] ?? ''),
          body,
        });
        if (url.startsWith('/doc/')) {
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(Buffer.from('PK-template'));
          return;
        }
        const kind = url.split('?')[0]?.split('/').pop() as UploadReport['kind'];
        const dryRun = url.includes('dryRun=true');
        const fileName = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
        res.setHeader('Content-Type', 'application/json');
        if (fileName.startsWith('crash')) {
          res.statusCode = 500;
          res.end(JSON.stringify({ ...envelope(500, null, null), failResult: null }));
          return;
        }
        const bad = fileName.startsWith('bad');
        res.statusCode = bad ? 400 : 200;
        res.end(
          JSON.stringify(
            envelope(
              res.statusCode,
              report(kind, fileName, dryRun, bad),
              bad ? '1 row refused' : '3 rows stored',
            ),
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const gateway = () =>
    createUploadGateway(
      createHttpClient({
        baseURL: `${origin}/api`,
        getToken: () => 'token',
        getLanguage: () => 'tr',
        onSessionExpired: () => undefined,
        notify: () => {
          throw new Error('an upload answer is shown on the page, never as a toast');
        },
      }),
      { baseURL: origin },
    );

  function choose(files: [label: string, fileName: string][]): Map<string, ChosenFile<Blob>> {
    let chosen = new Map<string, ChosenFile<Blob>>();
    for (const [label, fileName] of files) {
      const result = chooseFile(chosen, label, new Blob(['xlsx bytes']), fileName);
      if (!result.ok) throw new Error(result.error.messageKey);
      chosen = result.value;
    }
    return chosen;
  }

  it('sends only the chosen files, in ascending sortOrder, as multipart field `file`', async () => {
    seen.length = 0;
    const chosen = choose([
      ['Driver', 'drivers.xlsx'],
      ['Location', 'locations.xlsx'],
      ['Order', 'bad-orders.xlsx'],
    ]);
    const progress: [string, number][] = [];
    const outcomes = await uploadAll(gateway(), DATA_UPLOAD_TEMPLATES, chosen, false, (label, percent) =>
      progress.push([label, percent]),
    );
    expect(progress.filter(([, percent]) => percent === 100).map(([label]) => label)).toEqual([
      'Location',
      'Order',
      'Driver',
    ]);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/file-upload/location',
      '/api/file-upload/order',
      '/api/file-upload/driver',
    ]);
    for (const s of seen) {
      expect(s.method).toBe('POST');
      expect(s.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(s.language).toBe('tr');
    }
    expect(seen[1]?.body).toContain('name="file"; filename="bad-orders.xlsx"');
    expect(outcomes.map((o) => [o.label, o.ok, o.report?.written, o.message])).toEqual([
      ['Location', true, 3, '3 rows stored'],
      ['Order', false, 0, '1 row refused'],
      ['Driver', true, 3, '3 rows stored'],
    ]);
    expect(outcomes[1]?.report?.problems).toEqual([
      { row: 3, column: 'Amount', value: '-1', message: 'Amount must be at least 0' },
    ]);
    expect(outcomes[1]?.errors).toEqual([]);
  });

  it('asks for a dry run with ?dryRun=true', async () => {
    seen.length = 0;
    const outcomes = await uploadAll(
      gateway(),
      DATA_UPLOAD_TEMPLATES,
      choose([['Vehicle', 'vehicles.xlsx']]),
      true,
    );
    expect(seen.map((s) => s.url)).toEqual(['/api/file-upload/vehicle?dryRun=true']);
    expect(outcomes).toMatchObject([{ label: 'Vehicle', ok: true, dryRun: true, report: { written: 0 } }]);
  });

  it("shows 'An error occurred' when the server gives no message, and goes on with the next file", async () => {
    const outcomes = await uploadAll(
      gateway(),
      DATA_UPLOAD_TEMPLATES,
      choose([
        ['Location', 'crash.xlsx'],
        ['Order', 'orders.xlsx'],
      ]),
      false,
    );
    expect(outcomes.map((o) => [o.label, o.ok, o.report, o.errors])).toEqual([
      ['Location', false, null, [{ key: 'common.anErrorOccurred' }]],
      ['Order', true, expect.objectContaining({ written: 3 }), []],
    ]);
  });

  it("downloads a template from the role's folder in the user's language", async () => {
    seen.length = 0;
    const order = DATA_UPLOAD_TEMPLATES.find((t) => t.label === 'Order');
    if (!order) throw new Error('no Order template');
    const blob = await gateway().template(templateRole(['DC Manager']), order, 'tr');
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/doc/DC_Manager/order_template.xlsx?lang=tr'],
    ]);
    expect(blob.ok && new TextDecoder().decode(blob.data)).toBe('PK-template');
    await gateway().template(templateRole(['Region Manager']), order, 'en');
    expect(seen.at(-1)?.url).toBe('/doc/Admin/order_template.xlsx?lang=en');
  });
});

describe('template choices', () => {
  it('read the DC Manager folder only for a DC Manager without Admin', () => {
    expect(templateRole(['Admin', 'DC Manager'])).toBe('Admin');
    expect(templateRole(['DC Manager'])).toBe('DC Manager');
    expect(templateRole([])).toBeNull();
  });

  it('name the saved file after the template and the language', () => {
    expect(templateFileName({ templateName: 'order_template' }, 'en')).toBe('order_template.xlsx');
    expect(templateFileName({ templateName: 'order_template' }, 'tr')).toBe('order_template_tr.xlsx');
  });
});
