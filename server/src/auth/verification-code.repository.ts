import { first, sql, type Orm } from '../db/database.js';

/** The statements of verification codes (table `verification_codes`); the rules are in verification-codes.ts. */
export interface VerificationCodeRow {
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

/** Spends the user's open codes of a purpose (a new one replaces them). */
export async function spendOpenCodes(orm: Orm, userId: number, purpose: string): Promise<void> {
  await orm.execute(
    sql`UPDATE verification_codes SET used_at = now() WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`,
  );
}

export async function insertCode(
  orm: Orm,
  code: { id: string; userId: number; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO verification_codes (id, user_id, purpose, code_hash, expires_at)
        VALUES (${code.id}, ${code.userId}, ${code.purpose}, ${code.codeHash}, ${code.expiresAt.toISOString()})`,
  );
}

/** The id of the user's newest unused code of this purpose. */
export async function newestOpenCodeId(
  orm: Orm,
  userId: number,
  purpose: string,
): Promise<string | undefined> {
  const latest = await first<{ id: string }>(
    orm,
    sql`SELECT id FROM verification_codes WHERE user_id = ${userId} AND purpose = ${purpose}
        AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
  );
  return latest?.id;
}

export async function findCode(
  orm: Orm,
  id: string,
  userId: number,
  purpose: string,
): Promise<VerificationCodeRow | undefined> {
  return first<VerificationCodeRow>(
    orm,
    sql`SELECT code_hash, attempts, expires_at, used_at FROM verification_codes
        WHERE id = ${id} AND user_id = ${userId} AND purpose = ${purpose}`,
  );
}

export async function countWrongAttempt(orm: Orm, id: string): Promise<void> {
  await orm.execute(sql`UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ${id}`);
}

/** Marks an unused code used; false when it was spent meanwhile. */
export async function spendCode(orm: Orm, id: string): Promise<boolean> {
  const spent = await first<{ id: string }>(
    orm,
    sql`UPDATE verification_codes SET used_at = now() WHERE id = ${id} AND used_at IS NULL RETURNING id`,
  );
  return spent !== undefined;
}
