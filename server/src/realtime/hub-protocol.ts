/**
 * The SignalR JSON hub protocol: records are JSON texts each closed by the record separator
 * U+001E. Message types follow the official HubProtocol specification.
 */
export const recordSeparator = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

export type HubMessage =
  | InvocationMessage
  | CompletionMessage
  | CloseMessage
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.StreamInvocation; invocationId: string; target: string; arguments: unknown[] }
  | { type: typeof MessageType.StreamItem; invocationId: string; item: unknown }
  | { type: typeof MessageType.CancelInvocation; invocationId: string };

/** One record: the message as JSON followed by the separator. */
export function writeRecord(message: object): string {
  return JSON.stringify(message) + recordSeparator;
}

/**
 * Splits buffered text into complete records; the text after the last separator is kept for
 * the next frame (a record may in principle span frames).
 */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(recordSeparator);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the client's handshake request `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): ParseResult<{ protocol: string; version: number }> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'The handshake request is not valid JSON.' };
  }
  if (!isRecord(value) || typeof value['protocol'] !== 'string' || typeof value['version'] !== 'number') {
    return { ok: false, error: 'The handshake request needs a protocol name and a version.' };
  }
  if (value['protocol'] !== 'json') {
    return { ok: false, error: `The protocol '${value['protocol']}' is not supported; use 'json'.` };
  }
  if (value['version'] !== 1) {
    return { ok: false, error: `The 'json' protocol version ${value['version']} is not supported; use 1.` };
  }
  return { ok: true, value: { protocol: value['protocol'], version: value['version'] } };
}

const knownTypes = new Set<number>(Object.values(MessageType));

/** Reads one hub message record; checks the fields the server relies on. */
export function parseMessage(record: string): ParseResult<HubMessage> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'A message is not valid JSON.' };
  }
  if (!isRecord(value) || typeof value['type'] !== 'number' || !knownTypes.has(value['type'])) {
    return { ok: false, error: 'A message has no known type.' };
  }
  const type = value['type'];
  const invocationId = value['invocationId'];
  if (invocationId !== undefined && typeof invocationId !== 'string') {
    return { ok: false, error: 'An invocationId must be a string.' };
  }
  if (type === MessageType.Invocation || type === MessageType.StreamInvocation) {
    if (typeof value['target'] !== 'string' || !Array.isArray(value['arguments'])) {
      return { ok: false, error: 'An invocation needs a target and a list of arguments.' };
    }
  }
  if (
    (type === MessageType.Completion || type === MessageType.CancelInvocation) &&
    invocationId === undefined
  ) {
    return { ok: false, error: 'A completion or cancellation needs an invocationId.' };
  }
  return { ok: true, value: value as unknown as HubMessage };
}
