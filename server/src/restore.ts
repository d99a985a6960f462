/**
 * `node server/dist/restore.js FILE DIR`: restores a snapshot of the embedded database
 * (`GET /api/admin/backup`) into the new or empty data folder DIR (`rota restore FILE --data-dir DIR`
 * runs this). Prints what was restored as one JSON line. Exit codes: 0 done, 1 failed, 2 refused.
 */
import { restoreDataDir, RestoreRefusedError } from './db/restore-data-dir.js';

const [file, dataDir, ...rest] = process.argv.slice(2);
if (!file || !dataDir || rest.length > 0) {
  console.error('usage: restore FILE.tar.gz DIR (DIR new or empty)');
  process.exit(2);
}
try {
  const restored = await restoreDataDir(file, dataDir);
  console.log(JSON.stringify(restored));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof RestoreRefusedError ? 2 : 1);
}
