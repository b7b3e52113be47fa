/** A contact's form values: what the fields start with, and the body they make. */
import {
  type Contact,
  type ContactKind,
  type CreateContactInput,
  formatPhone,
  normaliseTag,
} from '@usaha/shared';

export type ContactTextField =
  | 'name'
  | 'company'
  | 'phone'
  | 'email'
  | 'address'
  | 'city'
  | 'tax_id'
  | 'notes';

export function contactFormText(contact: Contact | null): Record<ContactTextField, string> {
  return {
    name: contact?.name ?? '',
    company: contact?.company ?? '',
    phone: contact?.phone ? formatPhone(contact.phone) : '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    city: contact?.city ?? '',
    tax_id: contact?.tax_id ?? '',
    notes: contact?.notes ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

/**
 * Empty fields as null; the phone as typed (the API stores it in E.164). A tag typed but not
 * confirmed with Enter counts too.
 */
export function contactBody(
  text: Record<ContactTextField, string>,
  kind: ContactKind,
  tags: string[],
  pendingTag: string,
): CreateContactInput {
  const pending = normaliseTag(pendingTag);
  return {
    kind,
    name: text.name.trim(),
    company: orNull(text.company),
    phone: orNull(text.phone),
    email: orNull(text.email),
    address: orNull(text.address),
    city: orNull(text.city),
    tax_id: orNull(text.tax_id),
    notes: orNull(text.notes),
    tags: pending && !tags.includes(pending) ? [...tags, pending] : tags,
  };
}
