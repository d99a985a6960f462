/** Where files go, read from the environment by `config.ts` (no storage client is loaded here). */
export interface S3FileStoreSettings {
  bucket: string;
  region: string;
  /** Address of an S3-compatible service (MinIO, Ceph, R2...); absent: AWS S3 itself. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; the usual choice off AWS. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, e.g. `rota/` to share a bucket. */
  prefix: string;
}

export type FileStoreSettings = { kind: 'database' } | ({ kind: 's3' } & S3FileStoreSettings);

const yes = (raw: string | undefined) => ['true', '1', 'yes', 'on'].includes((raw ?? '').toLowerCase());

/**
 * Where files go (`ROTA_FILE_STORE`): `database` (default) or `s3`, then `S3_BUCKET` (required),
 * `S3_REGION` (default us-east-1), `S3_ENDPOINT` (an S3-compatible service), `S3_FORCE_PATH_STYLE`
 * (default true with an endpoint), `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` (together, else
 * the SDK's own chain), `S3_PREFIX`.
 */
export function loadFileStoreSettings(env: NodeJS.ProcessEnv = process.env): FileStoreSettings {
  const kind = (env['ROTA_FILE_STORE'] || 'database').toLowerCase();
  if (kind === 'database') return { kind };
  if (kind !== 's3')
    throw new Error(`ROTA_FILE_STORE must be database or s3, got "${env['ROTA_FILE_STORE']}"`);
  const bucket = env['S3_BUCKET'];
  if (!bucket) throw new Error('ROTA_FILE_STORE=s3 needs S3_BUCKET: the name of the bucket files go to');
  const endpoint = env['S3_ENDPOINT'] || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol))
      throw new Error(
        `S3_ENDPOINT must be an http or https address such as http://127.0.0.1:9000, got "${endpoint}"`,
      );
  }
  const accessKeyId = env['S3_ACCESS_KEY_ID'];
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'];
  if (!!accessKeyId !== !!secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  const prefix = env['S3_PREFIX'] ?? '';
  if (prefix && !/^[A-Za-z0-9._/-]*\/$/.test(prefix))
    throw new Error(`S3_PREFIX must end with "/" and hold letters, digits and ._-/ only, got "${prefix}"`);
  return {
    kind: 's3',
    bucket,
    region: env['S3_REGION'] || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: env['S3_FORCE_PATH_STYLE'] ? yes(env['S3_FORCE_PATH_STYLE']) : !!endpoint,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    prefix,
  };
}
