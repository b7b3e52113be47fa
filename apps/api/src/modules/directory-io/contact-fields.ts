/** The columns of a contacts file, in the order the export writes them. */
import { type Contact, createContactBodySchema, formatPhone } from '@usaha/shared';
import type { z } from 'zod';
import { textCell } from '../../lib/table-export/table-cell';
import { KIND_NAMES, readKind, readTags, readText, TAG_SEPARATOR } from './cell-readers';
import type { DirectoryField, DirectoryKind } from './directory-fields';

const text = (
  field: 'company' | 'email' | 'address' | 'city' | 'notes',
  id: string,
  en: string,
  width?: number,
): DirectoryField<Contact> => ({
  field,
  titles: { id, en },
  width,
  read: readText,
  cell: (contact) => textCell(contact[field]),
});

export const CONTACT_FIELDS: readonly DirectoryField<Contact>[] = [
  {
    field: 'name',
    titles: { id: 'Nama', en: 'Name' },
    required: true,
    width: 28,
    read: readText,
    cell: (contact) => textCell(contact.name),
  },
  {
    field: 'kind',
    titles: { id: 'Jenis', en: 'Kind' },
    aliases: ['type', 'tipe'],
    width: 12,
    read: readKind,
    cell: (contact, language) => textCell(KIND_NAMES[language][contact.kind]),
  },
  text('company', 'Perusahaan', 'Company', 28),
  {
    field: 'phone',
    titles: { id: 'Telepon', en: 'Phone' },
    aliases: ['hp', 'no hp', 'no. hp', 'telp', 'whatsapp', 'wa'],
    width: 18,
    read: readText,
    cell: (contact) => textCell(contact.phone === null ? null : formatPhone(contact.phone)),
  },
  { ...text('email', 'Email', 'Email', 28), aliases: ['e-mail'] },
  text('address', 'Alamat', 'Address', 40),
  text('city', 'Kota', 'City', 16),
  {
    field: 'tax_id',
    titles: { id: 'NPWP', en: 'Tax ID (NPWP)' },
    aliases: ['tax id'],
    width: 20,
    read: readText,
    cell: (contact) => textCell(contact.tax_id),
  },
  text('notes', 'Catatan', 'Notes', 40),
  {
    field: 'tags',
    titles: { id: 'Tag', en: 'Tags' },
    width: 24,
    read: readTags,
    cell: (contact) => textCell(contact.tags.length > 0 ? contact.tags.join(TAG_SEPARATOR) : null),
  },
];

export const CONTACT_KIND: DirectoryKind<Contact, z.output<typeof createContactBodySchema>> = {
  entity: 'contact',
  fields: CONTACT_FIELDS,
  schema: createContactBodySchema,
  names: { id: 'kontak', en: 'contacts' },
};
