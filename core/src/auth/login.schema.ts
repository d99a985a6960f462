import { z } from 'zod';
import {
  emailOrPhoneField,
  loginLanguageSchema,
  passwordRequiredField,
  phoneNumberField,
  emailField,
  smsCodeField,
} from './auth.validation.js';

/**
 * POST /auth/authenticate/login (spec 01 section 7). `email` holds an e-mail address or the
 * phone's digits. `skipPassword` is the phone sign-in and the SMS "send code again": no password
 * is checked and the answer is always the SMS step (201), never a token.
 */
export const loginRequestSchema = z
  .object({
    email: emailOrPhoneField,
    password: z.string().optional(),
    skipPassword: z.boolean().optional(),
    language: loginLanguageSchema.optional(),
  })
  // `when`: say so even while another field is wrong, so every field gets its message at once.
  .refine((value) => Boolean(value.skipPassword) || Boolean(value.password), {
    path: ['password'],
    message: 'auth.passwordRequired',
    when: () => true,
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `key;action`, e.g. `daily-plan;read`. */
export const claimSchema = z.string().regex(/^[a-z0-9-]+;(read|write|delete|manage)$/);

/**
 * The 200 answer of login, of VerifyTFA and of refresh: what the client stores as "the login".
 * The access token is short-lived; the client trades the refresh token for a new pair before
 * `tokenExpiresAt`, until the sign-in ends at `expiresAt` (or at sign-out).
 */
export const loginTokenSchema = z.object({
  token: z.string(),
  /** ISO time when the sign-in ends: the refresh token is refused from then on. */
  expiresAt: z.string(),
  /** ISO time when this access token stops being accepted. */
  tokenExpiresAt: z.string().optional(),
  /** Single use: each refresh answers the next one. */
  refreshToken: z.string().optional(),
  email: z.string(),
  userName: z.string(),
  roles: z.array(z.string()),
  givenName: z.string(),
  surname: z.string(),
  claims: z.array(z.string()),
  distributionCenterId: z.number().int().nullable(),
});
export type LoginToken = z.infer<typeof loginTokenSchema>;

/** The 201 answer of login: an SMS code was sent; the verification page counts down from here. */
export const smsVerificationStepSchema = z.object({
  /** The identifier the sign-in named (e-mail or phone), sent back with the code. */
  email: z.string(),
  /** Identifies this verification; sent back with the code. */
  id: z.string(),
  /** How long the code is valid. */
  validitySeconds: z.number().int().positive(),
  /** ISO time the code was issued: the countdown starts here. */
  startTime: z.string(),
  /** Number of digits of the code (default 6). */
  codeLength: z.number().int().positive(),
  /** The phone number the code went to, masked except its last digits. */
  maskedPhoneNumber: z.string().nullable(),
});
export type SmsVerificationStep = z.infer<typeof smsVerificationStepSchema>;

/** POST /auth/authenticate/refresh: a refresh token for a new access token (and refresh token). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** POST /auth/sign-out: ends the sign-in of this refresh token (and every access token of it). */
export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type SignOutRequest = z.infer<typeof signOutRequestSchema>;

/** POST /auth/authenticate/VerifyTFA {tfaToken, email, id} (spec 02 "SMS verification"). */
export const verifyTfaRequestSchema = z.object({
  tfaToken: smsCodeField(),
  email: z.string().min(1),
  id: z.string().min(1),
});
export type VerifyTfaRequest = z.infer<typeof verifyTfaRequestSchema>;

/** The sign-in form, email tab. */
export const loginByEmailFormSchema = z.object({
  email: emailField,
  password: passwordRequiredField,
});
export type LoginByEmailForm = z.infer<typeof loginByEmailFormSchema>;

/** The sign-in form, phone tab (dial code forced by the widget). */
export const loginByPhoneFormSchema = z.object({
  phoneNumber: phoneNumberField,
});
export type LoginByPhoneForm = z.infer<typeof loginByPhoneFormSchema>;

/** The SMS verification page form. */
export const smsCodeFormSchema = (length?: number) => z.object({ code: smsCodeField(length) });
