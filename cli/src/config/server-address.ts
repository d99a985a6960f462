import { rememberedServer, serverKey } from './login-file.js';

export const DEFAULT_SERVER = 'http://localhost:8080';

/** Where the server address came from: --server, ROTA_SERVER, the latest sign-in, or the default. */
export type ServerSource = 'option' | 'env' | 'sign-in' | 'default';

export interface ServerAddress {
  readonly server: string;
  readonly source: ServerSource;
}

/** --server, else ROTA_SERVER, else the server of the latest sign-in, else http://localhost:8080. */
export function resolveServer(
  option: string | undefined,
  env: NodeJS.ProcessEnv,
  configDir: string,
): ServerAddress {
  if (option !== undefined) return { server: serverKey(option), source: 'option' };
  const fromEnv = env['ROTA_SERVER'];
  if (fromEnv) return { server: serverKey(fromEnv), source: 'env' };
  const remembered = rememberedServer(configDir);
  if (remembered) return { server: remembered, source: 'sign-in' };
  return { server: DEFAULT_SERVER, source: 'default' };
}

/** An address the tool can call: http or https with a host. */
export function isServerAddress(server: string): boolean {
  try {
    const url = new URL(server);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
