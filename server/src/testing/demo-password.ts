import { rows, sql } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../seed/platform-seed.js';
import type { TestApp } from './test-app.js';

/**
 * Puts a demo user's password back after a test changed it. The demo password is shorter than
 * the rule for new passwords, so no route may set it again: it is written to the table.
 */
export async function restoreDemoPassword(t: TestApp, email: string): Promise<void> {
  await rows(
    t.db.orm,
    sql`UPDATE users SET password_hash = ${await hashPassword(DEMO_PASSWORD)} WHERE email = ${email} RETURNING id`,
  );
}
