/** Contracts of the authentication and account calls (SPEC.md §3, §7; DESIGN.md §5). */
import { z } from 'zod';
import { CURRENCY_CODES } from './money';
import { BUSINESS_ROLES } from './permissions';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'invalid_email' }));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH);
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_.]{2,29}$/, {
    message: 'invalid_username',
  });
const name = z.string().trim().min(1, { message: 'required' }).max(120);

/** The longest username a proposal starts from, leaving room for a number to make it unique. */
const PROPOSAL_BASE_MAX = 25;

/**
 * The username proposed for an address: its local part in the characters a username allows
 * (`Siti.Rahma+toko@…` → `siti.rahmatoko`), at least three long (`ab@…` → `userab`). The server
 * adds a number when the name is taken.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const kept = local
    .normalize('NFKD')
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, PROPOSAL_BASE_MAX);
  return kept.length >= 3 ? kept : `user${kept}`;
}

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, { message: 'required' }).max(254),
  password: z.string().min(1, { message: 'required' }).max(PASSWORD_MAX_LENGTH),
  remember_me: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Without `username` the server proposes one from the email (docs/decisions.md). */
export const registerBodySchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema,
  password: passwordSchema,
  full_name: name,
  business_name: name,
  language: z.enum(LANGUAGES).optional(),
  remember_me: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const refreshBodySchema = z.object({ refresh: z.string().max(4096).optional() });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});

/** The token of a mailed verification link (`/auth/verify-email?token=…`). */
export const verifyEmailBodySchema = z.object({ token: z.string().min(20).max(200) });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export const updateProfileBodySchema = z.object({
  /** Absent: unchanged. */
  username: usernameSchema.optional(),
  full_name: name,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, { message: 'invalid_phone' })
    .nullable()
    .or(z.literal('').transform(() => null)),
  language: z.enum(LANGUAGES),
  /** Required when the email changes: a stolen session alone must not move the account. */
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, { message: 'required' }).max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const currentBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  timezone: z.string(),
  role: z.enum(BUSINESS_ROLES),
});

export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** The address has been proven by a mailed link (mail sent on the user's behalf waits for it). */
  email_verified: z.boolean(),
  full_name: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
  business: currentBusinessSchema.nullable(),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  access: z.string(),
  user: authUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  access: z.string(),
  message: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  user: authUserSchema,
  message: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const appConfigSchema = z.object({
  backend_api_url: z.string(),
  frontend_apps_url: z.string(),
  api_version: z.string(),
  _fallback: z.boolean().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const contactMessageBodySchema = z.object({
  name,
  email: emailSchema,
  subject: z.string().trim().max(200).optional().default(''),
  message: z.string().trim().min(10, { message: 'message_too_short' }).max(5000),
  /** Honeypot: people never see this field; bots fill it in. */
  website: z.string().max(500).optional().default(''),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
