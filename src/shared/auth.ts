import { z } from 'zod';

import { PASSWORD_MIN_LENGTH } from './password';

// The user's role and session shape, Zod-free for the web app's first paint (decision 268).
export { DIETICIAN, isNutritionist, type SessionUser } from './session-user';
export { PASSWORD_MIN_LENGTH };

/** Sign-in addresses only need an @: the first admin is admin@localhost, which has no dot. */
const signInEmail = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Please enter a valid email');

export const loginSchema = z.object({
  email: signInEmail,
  password: z.string().min(1, 'Please enter your password'),
  // A JSON boolean only: the string "false" must not give a 30-day cookie (issue 15).
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: signInEmail,
});

/** POST /api/v1/auth/sign-in-link: mail a one-time sign-in link to the account's address. */
export const signInLinkSchema = z.object({
  email: signInEmail,
});

/** POST /api/v1/auth/sign-in-link/use: the link's token. */
export const signInLinkUseSchema = z.object({
  token: z.string().min(1, 'The sign-in link is incomplete').max(200, 'The sign-in link is not valid'),
});

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete'),
    password: newPasswordField,
    password_confirmation: z.string().min(1, 'Please confirm the password'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
