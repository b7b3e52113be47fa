/** The contact, product and note imports: their fields, database checks and batch inserts. */
import type { Contact, Note, Product } from '@usaha/shared';
import { type ContactFields, importContacts } from '../contacts/contacts.service';
import { importNotes, type NoteFields } from '../notes/notes.service';
import {
  importProducts,
  type ProductFields,
  skusTaken,
  unnumberedNamesTaken,
} from '../products/products.service';
import { CONTACT_KIND } from './contact-fields';
import type { Importer } from './directory-import.service';
import { productKeyIssues } from './import-issues';
import { NOTE_KIND } from './note-fields';
import { PRODUCT_KIND } from './product-fields';

export const CONTACT_IMPORTER: Importer<Contact, ContactFields> = {
  kind: CONTACT_KIND,
  check: async () => [],
  insert: importContacts,
};

export const PRODUCT_IMPORTER: Importer<Product, ProductFields> = {
  kind: PRODUCT_KIND,
  // A product is known by its SKU, or by its name when it has none.
  check: async (executor, businessId, rows) => {
    const bySku = rows.flatMap(({ line, value }) => (value.sku ? [{ line, key: value.sku }] : []));
    const byName = rows.flatMap(({ line, value }) =>
      value.sku ? [] : [{ line, key: value.name }],
    );
    const lower = (keyed: { key: string }[]) => [
      ...new Set(keyed.map((row) => row.key.toLowerCase())),
    ];
    return [
      ...productKeyIssues('sku', bySku, await skusTaken(executor, businessId, lower(bySku))),
      ...productKeyIssues(
        'name',
        byName,
        await unnumberedNamesTaken(executor, businessId, lower(byName)),
      ),
    ];
  },
  insert: importProducts,
};

/** Notes only add: nothing in the business can make a line wrong. */
export const NOTE_IMPORTER: Importer<Note, NoteFields> = {
  kind: NOTE_KIND,
  check: async () => [],
  insert: importNotes,
};
