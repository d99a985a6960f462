import { Readable } from 'node:stream';
import { z } from 'zod';
import { exportFileName } from '@rota/core';
import { ROLES } from '@rota/core/auth';
import { fail, raw } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { addMessages } from '../platform/i18n.js';

export const backupMessages = {
  en: {
    'server.backupOnPostgres':
      'This server keeps its data in a PostgreSQL server: back that database up with pg_dump (`rota backup` with DATABASE_URL set does it).',
  },
  tr: {
    'server.backupOnPostgres':
      'Bu sunucu verisini bir PostgreSQL sunucusunda tutuyor: o veritabanını pg_dump ile yedekleyin (DATABASE_URL tanımlıyken `rota backup` bunu yapar).',
  },
};
addMessages(backupMessages);

/**
 * `GET /api/admin/backup`: a consistent snapshot of the running embedded database, the gzipped tar
 * of its data folder (`DATA_DIR/pgdata`), which `rota restore FILE --data-dir DIR` unpacks into a
 * new folder. Queries wait while the snapshot is taken. Admins only.
 */
export const backupRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/backup',
    access: { roles: [ROLES.admin] },
    summary:
      'A snapshot of the embedded database (gzipped tar of its data folder) for `rota restore`; 409 on a PostgreSQL server',
    tags: ['Platform'],
    query: z.strictObject({}),
    successStatuses: [200],
    async handler({ platform, request }) {
      const snapshot = platform.db.snapshot;
      if (!snapshot) return fail(409, 'server.backupOnPostgres');
      const started = Date.now();
      const tarball = await snapshot();
      request.log.info({ bytes: tarball.size, ms: Date.now() - started }, 'database snapshot taken');
      const name = exportFileName('rota-backup', new Date(), 'tar.gz');
      return raw((reply) =>
        reply
          .code(200)
          .header('content-type', 'application/gzip')
          .header('content-length', String(tarball.size))
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.fromWeb(tarball.stream() as Parameters<typeof Readable.fromWeb>[0])),
      );
    },
  }),
];
