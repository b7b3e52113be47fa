/** Contracts of contacts: customers, suppliers or both (DESIGN.md §6 "Contacts, products"). */
import { z } from 'zod';
import {
  dataResponse,
  idSchema,
  limitSchema,
  listResponse,
  optionalText,
  versionSchema,
} from './common.schemas';
import { normalisePhone } from './phone';
import { tagSchema, tagsSchema } from './tags';

export const CONTACT_KINDS = ['customer', 'supplier', 'both'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Stored in E.164; anything a person types that reads as a phone number is accepted. */
export const phoneSchema = z
  .string()
  .max(40)
  .nullish()
  .transform((value, context) => {
    if (!value?.trim()) return null;
    const phone = normalisePhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

export const emailFieldSchema = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.email('invalid_email').nullable());

/** NPWP: 15 digits (99.999.999.9-999.999) or the 16-digit form of 2024; stored as digits. */
export const npwpSchema = z
  .string()
  .max(40)
  .nullish()
  .transform((value, context) => {
    if (!value?.trim()) return null;
    if (!/^[\d\s.-]+$/.test(value)) {
      context.addIssue({ code: 'custom', message: 'invalid_npwp' });
      return z.NEVER;
    }
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 15 && digits.length !== 16) {
      context.addIssue({ code: 'custom', message: 'invalid_npwp' });
      return z.NEVER;
    }
    return digits;
  });

export const contactSchema = z.object({
  id: idSchema,
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  tax_id: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  archived: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactFields = {
  kind: z.enum(CONTACT_KINDS).default('customer'),
  name: z.string().trim().min(1, 'name_required').max(120),
  company: optionalText(120),
  phone: phoneSchema,
  email: emailFieldSchema,
  address: optionalText(500),
  city: optionalText(100),
  tax_id: npwpSchema,
  notes: optionalText(2000),
  tags: tagsSchema.default([]),
};

export const createContactBodySchema = z.object(contactFields);
export type CreateContactInput = z.input<typeof createContactBodySchema>;

export const updateContactBodySchema = z.object({
  version: versionSchema,
  kind: z.enum(CONTACT_KINDS).optional(),
  name: contactFields.name.optional(),
  company: contactFields.company.optional(),
  phone: contactFields.phone.optional(),
  email: contactFields.email.optional(),
  address: contactFields.address.optional(),
  city: contactFields.city.optional(),
  tax_id: contactFields.tax_id.optional(),
  notes: contactFields.notes.optional(),
  tags: tagsSchema.optional(),
  archived: z.boolean().optional(),
});
export type UpdateContactInput = z.input<typeof updateContactBodySchema>;

/**
 * `kind=customer` lists customers and contacts that are both, `kind=supplier` likewise; the
 * search `q` matches name, company, phone (either way of writing it) and email.
 */
export const contactListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(['customer', 'supplier']).optional(),
  tag: tagSchema.optional(),
  include_archived: z.stringbool().default(false),
  /** The last row's lower-case name and id: a long name in another script takes room. */
  cursor: z.string().max(1000).optional(),
  limit: limitSchema,
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** The picker of a form: the best 20 active contacts for what was typed. */
export const contactSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  kind: z.enum(['customer', 'supplier']).optional(),
});

export const contactResponseSchema = dataResponse(contactSchema);
export const contactListResponseSchema = listResponse(contactSchema);
export const contactSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contactSchema),
});
/** Deleting a contact that entries point at archives it instead, so its history stays. */
export const contactDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  archived: z.boolean(),
});
