import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkContentType, checkFileKey, type FileStore } from './file-store.js';
import type { S3FileStoreSettings } from './settings.js';

/** Files in an S3-compatible bucket, through the official AWS SDK (requests signed with SigV4). */
export function createS3FileStore(settings: S3FileStoreSettings, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible services differ on the optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const objectKey = (key: string) => `${settings.prefix}${checkFileKey(key)}`;
  return {
    kind: 's3',
    async put(key, content, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: content,
          ContentType: checkContentType(contentType),
          ContentLength: content.byteLength,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        const content = await answer.Body.transformToByteArray();
        return {
          content,
          contentType: answer.ContentType ?? 'application/octet-stream',
          byteSize: content.byteLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
