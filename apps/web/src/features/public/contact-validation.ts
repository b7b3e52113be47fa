/**
 * Client-side check of the contact form with the same schema the API uses, with the messages
 * translated here (the schema's own messages are English).
 */
import { type ContactMessageBody, contactMessageBodySchema } from '@usaha/shared';
import type { TFunction } from 'i18next';

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string> & { website: string };
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

type ParseResult = ReturnType<typeof contactMessageBodySchema.safeParse>;
type ContactIssue = NonNullable<ParseResult['error']>['issues'][number];

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

function issueMessage(t: TFunction<'public'>, field: ContactField, issue: ContactIssue): string {
  if (issue.code === 'too_big') return t('contact.errors.tooLong', { max: Number(issue.maximum) });
  if (field === 'name') return t('contact.errors.nameRequired');
  if (field === 'email') return t('contact.errors.emailInvalid');
  if (field === 'message' && issue.code === 'too_small') {
    return t('contact.errors.messageTooShort', { min: Number(issue.minimum) });
  }
  return t('contact.errors.invalid');
}

export type ContactCheck =
  | { ok: true; body: ContactMessageBody }
  | { ok: false; errors: ContactErrors };

export function checkContactValues(t: TFunction<'public'>, values: ContactValues): ContactCheck {
  const result = contactMessageBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The honeypot never gets a message: a person cannot see it, and a bot should learn nothing.
    if (isContactField(field) && !errors[field]) errors[field] = issueMessage(t, field, issue);
  }
  return { ok: false, errors };
}

/** Server field errors (field → messages) on the fields the form shows. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): ContactErrors {
  const mapped: ContactErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (isContactField(field) && first) mapped[field] = first;
  }
  return mapped;
}
