/**
 * The storage port for files (uploaded sheets, proof photos, PDFs): bytes under a key. The
 * database keeps them by default; an S3-compatible store by configuration (see the README).
 */
export interface StoredFile {
  content: Uint8Array;
  contentType: string;
  byteSize: number;
}

export interface FileStore {
  readonly kind: 'database' | 's3';
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, content: Uint8Array, contentType: string): Promise<void>;
  /** The file under the key, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under the key (nothing happens when there is none). */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of letters, digits and `._-`, joined by `/`, at most 512 characters. */
export function checkFileKey(key: string): string {
  const parts = key.split('/');
  if (
    key.length === 0 ||
    key.length > 512 ||
    parts.some((part) => part === '' || part === '.' || part === '..' || !/^[A-Za-z0-9._-]+$/.test(part))
  )
    throw new RangeError(
      `A file key is a relative path of letters, digits and ._- parts joined by "/" (at most 512 characters), got "${key.slice(0, 80)}"`,
    );
  return key;
}

/** Content types are `type/subtype` (parameters allowed), e.g. image/png or text/csv; charset=utf-8. */
export function checkContentType(contentType: string): string {
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9_-]+=[A-Za-z0-9_.-]+)*$/i.test(contentType))
    throw new RangeError(`A content type looks like image/png, got "${contentType.slice(0, 80)}"`);
  return contentType;
}
