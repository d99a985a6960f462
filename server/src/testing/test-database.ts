import type { Database } from '../db/database.js';
import { openMigratedTestDatabase } from '../db/test-database.js';
import { ensureResourceIndexes, resourceIndexStatements } from '../master-data/resource-indexes.js';

/**
 * A fresh database for one test file: migrated, with the indexes master-data derives from the
 * resource declarations (see `openMigratedTestDatabase`).
 */
export function openTestDatabase(): Promise<Database> {
  return openMigratedTestDatabase({
    statements: () => resourceIndexStatements(),
    ensure: ensureResourceIndexes,
  });
}
