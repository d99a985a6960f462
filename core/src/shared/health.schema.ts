import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** The server package's version. */
  version: z.string(),
  /** The commit the server was built from (`ROTA_COMMIT`, else git), or `unknown`. */
  commit: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
