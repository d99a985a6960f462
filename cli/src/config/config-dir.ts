import os from 'node:os';
import path from 'node:path';

/**
 * Where the tool keeps its sign-ins: ROTA_CONFIG_DIR, else $XDG_CONFIG_HOME/rota, else
 * ~/.config/rota.
 */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env['ROTA_CONFIG_DIR'];
  if (explicit) return path.resolve(explicit);
  const base = env['XDG_CONFIG_HOME'] || path.join(os.homedir(), '.config');
  return path.join(base, 'rota');
}
