import {
  loginTokenSchema,
  smsVerificationStepSchema,
  type LoginStore,
  type LoginToken,
  type SmsStepStore,
  type SmsVerificationStep,
} from '@rota/core/auth';
import type { z } from 'zod';

/** Where the signed-in user's login is kept between visits. */
export const loginStorageKey = 'ROTA_LOGIN';
/** The SMS step survives a reload of the verification page (never a password). */
export const smsStepStorageKey = 'ROTA_SMS_STEP';

function read<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn(`Stored ${key} could not be read`, error);
    return null;
  }
}

export interface BrowserLoginStore extends LoginStore {
  token(): string | null;
}

export function createLoginStore(storage: Storage = localStorage): BrowserLoginStore {
  const load = (): LoginToken | null => read(storage, loginStorageKey, loginTokenSchema);
  return {
    load,
    save: (login) => storage.setItem(loginStorageKey, JSON.stringify(login)),
    clear: () => storage.removeItem(loginStorageKey),
    token: () => load()?.token ?? null,
  };
}

export function createSmsStepStore(storage: Storage = sessionStorage): SmsStepStore {
  return {
    load: (): SmsVerificationStep | null => read(storage, smsStepStorageKey, smsVerificationStepSchema),
    save: (step) => storage.setItem(smsStepStorageKey, JSON.stringify(step)),
    clear: () => storage.removeItem(smsStepStorageKey),
  };
}
