import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import {
  createDatabaseFileStore,
  createS3FileStore,
  loadFileStoreSettings,
  type FileStore,
  type S3FileStoreSettings,
} from './index.js';

/** Every byte value, so no adapter may treat the content as text. */
const binary = new Uint8Array(Array.from({ length: 1024 }, (_, i) => i % 256));

/** What every adapter of the storage port does the same way. */
function fileStoreContract(name: string, store: () => FileStore) {
  describe(`${name}: the storage port`, () => {
    it('keeps bytes and content type under a key, replaces them, and forgets them on delete', async () => {
      const files = store();
      await files.put('proofs/2026/photo-1.png', binary, 'image/png');
      const read = await files.get('proofs/2026/photo-1.png');
      expect(read?.contentType).toBe('image/png');
      expect(read?.byteSize).toBe(binary.byteLength);
      expect(Buffer.from(read?.content ?? []).equals(Buffer.from(binary))).toBe(true);
      await files.put(
        'proofs/2026/photo-1.png',
        new TextEncoder().encode('a,b\n1,2\n'),
        'text/csv; charset=utf-8',
      );
      const replaced = await files.get('proofs/2026/photo-1.png');
      expect(new TextDecoder().decode(replaced?.content)).toBe('a,b\n1,2\n');
      expect(replaced?.contentType).toBe('text/csv; charset=utf-8');
      await files.delete('proofs/2026/photo-1.png');
      expect(await files.get('proofs/2026/photo-1.png')).toBeUndefined();
      await files.delete('proofs/2026/photo-1.png');
      expect(await files.get('never/stored.pdf')).toBeUndefined();
    });

    it('refuses keys that are not relative paths and content types that are not types', async () => {
      const files = store();
      for (const key of ['', '/etc/passwd', '../up.png', 'a//b', 'a/./b', 'spaces in.png', 'x'.repeat(513)])
        await expect(files.put(key, binary, 'image/png'), key).rejects.toThrow(RangeError);
      await expect(files.get('../up.png')).rejects.toThrow(RangeError);
      await expect(files.put('ok.png', binary, 'png')).rejects.toThrow('A content type looks like image/png');
      expect(await files.get('ok.png')).toBeUndefined();
    });
  });
}

let db: Database;
fileStoreContract('database adapter', () => createDatabaseFileStore(db.orm));

let s3rver: S3rver;
let s3Settings: S3FileStoreSettings;
fileStoreContract('S3 adapter on an S3-compatible server (s3rver)', () => createS3FileStore(s3Settings));

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-s3-'));
beforeAll(async () => {
  db = await openTestDatabase();
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'rota-files', configs: [] }],
  });
  const address = await s3rver.run();
  s3Settings = {
    bucket: 'rota-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'rota/',
  };
});
afterAll(async () => {
  await s3rver?.close();
  await db?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** SHA-256 and HMAC-SHA256 for the signer, from node:crypto. */
class Sha256 {
  private hash: crypto.Hash | crypto.Hmac;
  private readonly secret: Buffer | undefined;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret =
      secret === undefined
        ? undefined
        : typeof secret === 'string'
          ? Buffer.from(secret)
          : ArrayBuffer.isView(secret)
            ? Buffer.from(secret.buffer, secret.byteOffset, secret.byteLength)
            : Buffer.from(secret);
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined ? crypto.createHash('sha256') : crypto.createHmac('sha256', this.secret);
  }
  update(data: Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

describe('S3 adapter: request signing, checked by a server that knows the secret', () => {
  const secret = 'verifier-secret-0123456789';
  const objects = new Map<string, { body: Buffer; type: string }>();
  let verified = 0;
  let server: http.Server;
  let endpoint = '';

  /** Signs the request again with @smithy/signature-v4 and the real secret; answers whether it matches. */
  const signatureMatches = async (request: http.IncomingMessage) => {
    const authorization = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) return false;
    const [, accessKeyId, region, signedHeaders] = match as unknown as [string, string, string, string];
    const headers: Record<string, string> = {};
    for (const name of signedHeaders.split(';')) headers[name] = String(request.headers[name] ?? '');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => (query[key] = value));
    const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(headers['x-amz-date'] ?? '');
    if (!stamp) return false;
    const [, y, mo, d, h, mi, s] = stamp;
    const signer = new SignatureV4({
      service: 's3',
      region,
      credentials: { accessKeyId, secretAccessKey: secret },
      sha256: Sha256,
      uriEscapePath: false,
    });
    const signed = await signer.sign(
      {
        method: request.method ?? 'GET',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path: url.pathname,
        query,
        headers,
      },
      { signingDate: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) },
    );
    return signed.headers['authorization'] === authorization;
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void signatureMatches(request).then((ok) => {
          if (!ok) {
            response.writeHead(403, { 'content-type': 'application/xml' });
            response.end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
            );
            return;
          }
          verified += 1;
          const key = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
          if (request.method === 'PUT') {
            objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
            response.writeHead(200, { etag: '"1"' }).end();
          } else if (request.method === 'GET' && objects.has(key)) {
            const object = objects.get(key) as { body: Buffer; type: string };
            response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
            response.end(object.body);
          } else if (request.method === 'DELETE') {
            objects.delete(key);
            response.writeHead(204).end();
          } else {
            response.writeHead(404, { 'content-type': 'application/xml' });
            response.end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>',
            );
          }
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const storeWith = (secretAccessKey: string) =>
    createS3FileStore({
      bucket: 'signed',
      region: 'eu-central-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'ROTA', secretAccessKey },
      prefix: '',
    });

  it('signs every request with SigV4 so that a server holding the secret accepts it', async () => {
    const files = storeWith(secret);
    await files.put('reports/plan.pdf', binary, 'application/pdf');
    const read = await files.get('reports/plan.pdf');
    expect(Buffer.from(read?.content ?? []).equals(Buffer.from(binary))).toBe(true);
    await files.delete('reports/plan.pdf');
    expect(await files.get('reports/plan.pdf')).toBeUndefined();
    expect(verified).toBe(4);
  });

  it('is refused with a wrong secret, and stores nothing', async () => {
    const before = verified;
    await expect(
      storeWith('not-the-secret').put('reports/other.pdf', binary, 'application/pdf'),
    ).rejects.toThrow(/signature/i);
    expect(verified).toBe(before);
    expect(objects.has('/signed/reports/other.pdf')).toBe(false);
  });
});

describe('file store settings', () => {
  it('keeps files in the database unless told otherwise', () => {
    expect(loadFileStoreSettings({})).toEqual({ kind: 'database' });
  });

  it('reads an S3-compatible store from the environment', () => {
    expect(
      loadFileStoreSettings({
        ROTA_FILE_STORE: 's3',
        S3_BUCKET: 'rota',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_PREFIX: 'prod/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'rota',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      prefix: 'prod/',
    });
  });

  it('says which setting is wrong', () => {
    expect(() => loadFileStoreSettings({ ROTA_FILE_STORE: 'ftp' })).toThrow(
      'ROTA_FILE_STORE must be database or s3',
    );
    expect(() => loadFileStoreSettings({ ROTA_FILE_STORE: 's3' })).toThrow('needs S3_BUCKET');
    expect(() =>
      loadFileStoreSettings({ ROTA_FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }),
    ).toThrow('S3_ENDPOINT must be an http or https address');
    expect(() =>
      loadFileStoreSettings({ ROTA_FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }),
    ).toThrow('go together');
  });
});
