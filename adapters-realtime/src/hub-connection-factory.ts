import { HubConnectionBuilder, LogLevel, type HubConnection, type ILogger } from '@microsoft/signalr';

/** Where realtime diagnostics go: connection failures are only logged, never shown. */
export interface RealtimeLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export type HubQuery = Readonly<Record<string, string | number>>;

export interface RealtimeConfig {
  /** The server's address, e.g. `http://localhost:8080` (an empty string in a browser means the page's origin). */
  baseUrl: string;
  /** The stored sign-in token; read again on every (re)connection. */
  getToken(): string | null | undefined | Promise<string | null | undefined>;
  logger: RealtimeLogger;
  /** Waits between reconnection attempts; the last one repeats while the feed is wanted. */
  retryDelaysMs?: readonly number[];
  /** SignalR's own diagnostics at this level and above go to the logger (default: none). */
  clientLogLevel?: LogLevel;
}

export const defaultRetryDelaysMs: readonly number[] = [0, 2_000, 5_000, 10_000, 30_000];

/** Builds a SignalR connection to one hub address; it is not started. */
export type HubConnectionFactory = (hub: string, query?: HubQuery) => HubConnection;

/** The hub's address: `<baseUrl>/hubs/<hub>?<query>`. */
export function hubUrl(baseUrl: string, hub: string, query: HubQuery = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return `${baseUrl.replace(/\/+$/, '')}/hubs/${hub}${search ? `?${search}` : ''}`;
}

function bridgeLogger(logger: RealtimeLogger, minimum: LogLevel): ILogger {
  return {
    log(level, message) {
      if (level < minimum || minimum === LogLevel.None) return;
      if (level >= LogLevel.Error) logger.error(`SignalR: ${message}`);
      else logger.warn(`SignalR: ${message}`);
    },
  };
}

export function createHubConnectionFactory(config: RealtimeConfig): HubConnectionFactory {
  const delays = config.retryDelaysMs ?? defaultRetryDelaysMs;
  return (hub, query) =>
    new HubConnectionBuilder()
      .withUrl(hubUrl(config.baseUrl, hub, query), {
        accessTokenFactory: async () => (await config.getToken()) ?? '',
      })
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
          delays[Math.min(previousRetryCount, delays.length - 1)] ?? null,
      })
      .configureLogging(bridgeLogger(config.logger, config.clientLogLevel ?? LogLevel.None))
      .build();
}
