/**
 * Contracts of businesses, members and invitations (DESIGN.md §4, §6 "Settings" users).
 * Routes: `businesses/` (list, create), `businesses/switch/`, `team/members/…`,
 * `team/invitations/…`, and the public `invitations/{token}/` lookup and accept.
 */
import { z } from 'zod';
import { emailSchema, LANGUAGES, passwordSchema, usernameSchema } from './auth.schemas';
import { dataResponse, idSchema, limitSchema, listResponse } from './common.schemas';
import { CURRENCY_CODES } from './money';
import { BUSINESS_ROLES } from './permissions';
import { timeZoneSchema } from './settings.schemas';

/** An invitation link is valid this long (issue 5). */
export const INVITATION_TTL_DAYS = 7;

export const MEMBERSHIP_STATUSES = ['active', 'disabled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** One of the caller's memberships, for the business switcher. */
export const membershipSchema = z.object({
  business_id: idSchema,
  business_name: z.string(),
  role: z.enum(BUSINESS_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  current: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListResponseSchema = listResponse(membershipSchema);
export const membershipResponseSchema = dataResponse(membershipSchema);

/** The query of the team's lists (businesses, members, invitations): keyset pages. */
export const teamListQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

export const createBusinessBodySchema = z.object({
  name: z.string().trim().min(2, 'business_name_required').max(120),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]).default('IDR'),
  timezone: timeZoneSchema.default('Asia/Jakarta'),
});
export type CreateBusinessBody = z.input<typeof createBusinessBodySchema>;

/** Switching answers like a refresh: a new access token for that business and the user. */
export const switchBusinessBodySchema = z.object({ business_id: idSchema });

/** A member of the current business as the team page shows it. */
export const memberSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  is_self: z.boolean(),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListResponseSchema = listResponse(memberSchema);
export const memberResponseSchema = dataResponse(memberSchema);

/** Change a member's role and/or status; the last active owner can be neither demoted nor disabled. */
export const updateMemberBodySchema = z
  .object({
    role: z.enum(BUSINESS_ROLES).optional(),
    status: z.enum(MEMBERSHIP_STATUSES).optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined, {
    message: 'role_or_status',
  });
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const memberParamsSchema = z.object({ user_id: idSchema });

export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  state: z.enum(INVITATION_STATES),
  invited_by_name: z.string().nullable(),
  expires_at: z.string(),
  last_sent_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListResponseSchema = listResponse(invitationSchema);

/**
 * An invitation just created or sent again, with its link: answered once, to the inviter, so
 * they can share it (WhatsApp, a copy) as well as by the mail. Only its hash is stored, so no
 * later call can show it again; a resend makes a new one.
 */
export const sentInvitationSchema = invitationSchema.extend({ link: z.string() });
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
export const sentInvitationResponseSchema = dataResponse(sentInvitationSchema);

export const createInvitationBodySchema = z.object({
  email: emailSchema,
  role: z.enum(BUSINESS_ROLES),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** What the public invitation page shows before the visitor accepts. */
export const invitationPreviewSchema = z.object({
  business_name: z.string(),
  role: z.enum(BUSINESS_ROLES),
  email: z.string(),
  invited_by_name: z.string().nullable(),
  expires_at: z.string(),
  /** Whether an account with the invited address exists (then: log in and accept). */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = dataResponse(invitationPreviewSchema);

/**
 * A new user registers through the link: the account gets the invited address and joins the
 * inviting business (no business of its own is created). Answers like `auth/register/`.
 */
export const acceptInvitationRegisterBodySchema = z.object({
  /** Without it the server proposes one from the invited address, as at registration. */
  username: usernameSchema.optional(),
  full_name: z.string().trim().min(1).max(120),
  password: passwordSchema,
  remember_me: z.boolean().default(false),
  language: z.enum(LANGUAGES).optional(),
});
export type AcceptInvitationRegisterBody = z.input<typeof acceptInvitationRegisterBodySchema>;
