import type { FastifyBaseLogger } from 'fastify';
import { ROLES } from '@rota/core/auth';
import { userCreateValidation } from '@rota/core/admin';
import { hashPassword, newSecurityStamp } from '../auth/passwords.js';
import { countUsers, findUserByEmail, insertUser, roleIdByName } from '../admin/user.repository.js';
import { first, sql, type Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { seedDemoData } from '../demo/index.js';

export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoSignIn {
  email: string;
  role: string;
  givenName: string;
  surname: string;
  phoneNumber: string;
  /** Tied to the first distribution center. */
  firstCenter: boolean;
}

/** The demo sign-ins, all with DEMO_PASSWORD. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  {
    email: 'admin@demo.rota',
    role: ROLES.admin,
    givenName: 'Deniz',
    surname: 'Yönetici',
    phoneNumber: '+905320000001',
    firstCenter: false,
  },
  {
    email: 'region@demo.rota',
    role: ROLES.regionManager,
    givenName: 'Elif',
    surname: 'Bölgeci',
    phoneNumber: '+905320000002',
    firstCenter: false,
  },
  {
    email: 'dc1@demo.rota',
    role: ROLES.dcManager,
    givenName: 'Murat',
    surname: 'Merkezci',
    phoneNumber: '+905320000003',
    firstCenter: true,
  },
  {
    email: 'driver1@demo.rota',
    role: ROLES.driver,
    givenName: 'Ahmet',
    surname: 'Sürücü',
    phoneNumber: '+905320000004',
    firstCenter: true,
  },
];

/** The lowest distribution-center id, when master data is installed and has one. */
async function firstDistributionCenterId(db: Database): Promise<number | null> {
  const exists = await first<{ present: boolean }>(
    db.orm,
    sql`SELECT to_regclass('distribution_centers') IS NOT NULL AS present`,
  );
  if (!exists?.present) return null;
  return (
    (await first<{ id: number }>(db.orm, sql`SELECT min(id) AS id FROM distribution_centers`))?.id ?? null
  );
}

/** Adds the demo sign-ins that are missing; the DC Manager and the driver join `distributionCenterId`. */
export async function seedDemoUsers(db: Database, distributionCenterId?: number | null): Promise<string[]> {
  const center = distributionCenterId ?? (await firstDistributionCenterId(db));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const added: string[] = [];
  for (const demo of DEMO_SIGN_INS) {
    if (await findUserByEmail(db, demo.email)) continue;
    const roleId = (await roleIdByName(db.orm, demo.role)) as number;
    await insertUser(db.orm, {
      email: demo.email,
      givenName: demo.givenName,
      surname: demo.surname,
      phoneNumber: demo.phoneNumber,
      phoneNumberConfirmed: true,
      twoFactorEnabled: false,
      passwordHash,
      securityStamp: newSecurityStamp(),
      roleId,
      distributionCenterId: demo.firstCenter ? center : null,
    });
    added.push(demo.email);
  }
  // The demo Region Manager looks after the region of the first center.
  const regionManager = DEMO_SIGN_INS.find((d) => d.role === ROLES.regionManager);
  if (center !== null && regionManager) {
    await db.orm.execute(
      sql`UPDATE users SET region_id = (SELECT region_id FROM distribution_centers WHERE id = ${center})
          WHERE lower(email) = lower(${regionManager.email}) AND region_id IS NULL`,
    );
  }
  return added;
}

/** Outside demo mode the first Admin comes from ROTA_ADMIN_EMAIL and ROTA_ADMIN_PASSWORD. */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>,
  log: FastifyBaseLogger,
): Promise<'created' | 'exists' | 'missing'> {
  const admins = await first<{ n: number }>(
    db.orm,
    sql`SELECT count(*)::int AS n FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = ${ROLES.admin}`,
  );
  if ((admins?.n ?? 0) > 0) return 'exists';
  if (!config.adminEmail || !config.adminPassword) {
    log.warn('No Admin exists: set ROTA_ADMIN_EMAIL and ROTA_ADMIN_PASSWORD to create the first one.');
    return 'missing';
  }
  const checked = userCreateValidation.safeParse({
    email: config.adminEmail,
    password: config.adminPassword,
    givenName: 'Admin',
    surname: 'Rota',
    role: ROLES.admin,
  });
  if (!checked.success) {
    const fields = [...new Set(checked.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(
      `ROTA_ADMIN_EMAIL / ROTA_ADMIN_PASSWORD are not acceptable (${fields}): the password needs 8 to 36 characters with upper and lower case, a number and a special character.`,
    );
  }
  await insertUser(db.orm, {
    email: config.adminEmail,
    givenName: 'Admin',
    surname: 'Rota',
    phoneNumber: null,
    twoFactorEnabled: false,
    passwordHash: await hashPassword(config.adminPassword),
    securityStamp: newSecurityStamp(),
    roleId: (await roleIdByName(db.orm, ROLES.admin)) as number,
    distributionCenterId: null,
  });
  log.info({ email: config.adminEmail }, 'created the first Admin');
  return 'created';
}

/**
 * At start: in demo mode an empty database gets the demo operation and the demo sign-ins;
 * otherwise (or as well) the first Admin from the environment when there is none.
 */
export async function seedOnStart(
  db: Database,
  config: Pick<ServerConfig, 'demo' | 'adminEmail' | 'adminPassword'> &
    Partial<Pick<ServerConfig, 'demoRegion'>>,
  log: FastifyBaseLogger,
): Promise<{ demoSeeded: boolean }> {
  let demoSeeded = false;
  if (config.demo && (await countUsers(db.orm)) === 0) {
    const result = await seedDemoData(db, config.demoRegion ? { region: config.demoRegion } : {});
    await seedDemoUsers(db, result.distributionCenterIds[0] ?? null);
    log.info({ distributionCenters: result.distributionCenterIds.length }, 'seeded the demo operation');
    demoSeeded = true;
  }
  if (!config.demo || config.adminEmail) await ensureFirstAdmin(db, config, log);
  return { demoSeeded };
}
