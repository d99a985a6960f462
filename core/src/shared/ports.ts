import type { Envelope } from './envelope.schema.js';

/** Injection tokens are plain symbols. */
export const CLOCK = Symbol.for('rota.Clock');
export const LOCAL_STORE = Symbol.for('rota.LocalStore');
export const RESOURCE_GATEWAY = Symbol.for('rota.ResourceGateway');

/** The current time, so rules and use cases stay deterministic in tests. */
export interface Clock {
  now(): Date;
}

/** Key/value storage that survives a reload (the browser's localStorage, a file in the CLI). */
export interface LocalStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What came back from a call: the HTTP status and the parsed envelope, if any. */
export interface HttpAnswer<T> {
  status: number;
  body: Envelope<T> | null;
}

export type ResourceKey = string | number;

/**
 * The generic grid helpers of spec 02 section 7 for one resource path: list GET {resource},
 * field definitions GET {resource}/input-field-options, one record GET {resource}/{key},
 * create POST with a list, update PUT {resource}/{key}, delete DELETE with a list of keys,
 * and the empty-grid fallback GET {resource}/no-content-data-results.
 */
export interface ResourceGateway<TItem, TList = TItem[]> {
  readonly resource: string;
  list(query?: Record<string, string | number | boolean | readonly string[]>): Promise<HttpAnswer<TList>>;
  fieldOptions(): Promise<HttpAnswer<unknown>>;
  get(key: ResourceKey): Promise<HttpAnswer<TItem>>;
  create(items: readonly TItem[]): Promise<HttpAnswer<unknown>>;
  update(key: ResourceKey, item: TItem): Promise<HttpAnswer<unknown>>;
  remove(keys: readonly ResourceKey[]): Promise<HttpAnswer<unknown>>;
  noContentData(): Promise<HttpAnswer<TList>>;
}

/** Diagnostics that are only logged (failed fetches, unsupported modal modes). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
