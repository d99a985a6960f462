import { z } from 'zod';
import {
  emailField,
  loginLanguageSchema,
  newPasswordField,
  passwordRequiredField,
} from './auth.validation.js';

/** POST /auth/authenticate/reset-password {callbackUrl, language, email}. */
export const resetPasswordRequestSchema = z.object({
  email: emailField,
  /** The change-password page; the server appends `?token=...&email=...`. */
  callbackUrl: z.string().optional(),
  language: loginLanguageSchema.optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/authenticate/reset-password-confirm {recoveryKey, email, newPassword}. */
export const resetPasswordConfirmRequestSchema = z.object({
  recoveryKey: z.string({ error: 'auth.recoveryKeyRequired' }).min(1, { error: 'auth.recoveryKeyRequired' }),
  email: emailField,
  newPassword: newPasswordField,
});
export type ResetPasswordConfirmRequest = z.infer<typeof resetPasswordConfirmRequestSchema>;

/** POST /auth/authenticate/change-password: a signed-in user changes their own password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: passwordRequiredField,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The forgot-password form. */
export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The change-password form (reached from the recovery link, needs its token). */
export const changePasswordFormSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: 'auth.confirmPasswordRequired' })
      .min(1, { error: 'auth.confirmPasswordRequired' }),
  })
  .refine((value) => !value.confirmPassword || value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.passwordsDoNotMatch',
    when: () => true,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The recovery key travels in a URL where `+` turns into a space: put the pluses back. */
export function recoveryKeyFromUrl(token: string): string {
  return token.replace(/ /g, '+');
}
