import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loginTokenSchema, type LoginStore, type LoginToken } from '@rota/core/auth';

const FILE_NAME = 'logins.json';

/**
 * One sign-in per server address, so an operator can work with several servers; `current` is the
 * server of the latest sign-in, used when neither --server nor ROTA_SERVER names one.
 */
const loginFileSchema = z.object({
  current: z.string().optional(),
  logins: z.record(z.string(), loginTokenSchema),
});
type LoginFile = z.infer<typeof loginFileSchema>;

/** The server address as the key of its sign-in: no trailing slash. */
export function serverKey(server: string): string {
  return server.trim().replace(/\/+$/, '');
}

function read(file: string): LoginFile {
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // Missing or damaged: as good as signed out everywhere.
    return { logins: {} };
  }
  const parsed = loginFileSchema.safeParse(content);
  return parsed.success ? parsed.data : { logins: {} };
}

/** Written owner-only (0600) in an owner-only folder (0700): the file holds bearer tokens. */
function write(dir: string, file: string, content: LoginFile): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
}

/** Core's LoginStore over a file in the user's config folder, for one server address. */
export function createLoginFileStore(dir: string, server: string): LoginStore & { readonly file: string } {
  const file = path.join(dir, FILE_NAME);
  const key = serverKey(server);
  return {
    file,
    load(): LoginToken | null {
      return read(file).logins[key] ?? null;
    },
    save(login: LoginToken): void {
      const content = read(file);
      write(dir, file, { current: key, logins: { ...content.logins, [key]: login } });
    },
    clear(): void {
      const content = read(file);
      if (!(key in content.logins)) return;
      const { [key]: _removed, ...rest } = content.logins;
      // The server stays remembered: the next `rota login` goes back to it.
      write(dir, file, { ...content, logins: rest });
    },
  };
}

/** The server of the latest sign-in kept in `dir`, if any. */
export function rememberedServer(dir: string): string | null {
  return read(path.join(dir, FILE_NAME)).current ?? null;
}
