/** The contact, product and note imports: their fields, database checks and batch inserts. */
import type { Contact, Note, Product } from '@usaha/shared';
import { type ContactFields, importContacts } from '../contacts/contacts.service';
import { importNotes, type NoteFields } from '../notes/notes.service';
import { importProducts, type ProductFields, skusTaken } from '../products/products.service';
import { CONTACT_KIND } from './contact-fields';
import type { Importer } from './directory-import.service';
import { skuIssues } from './import-issues';
import { NOTE_KIND } from './note-fields';
import { PRODUCT_KIND } from './product-fields';

export const CONTACT_IMPORTER: Importer<Contact, ContactFields> = {
  kind: CONTACT_KIND,
  check: async () => [],
  insert: importContacts,
};

export const PRODUCT_IMPORTER: Importer<Product, ProductFields> = {
  kind: PRODUCT_KIND,
  check: async (executor, businessId, rows) => {
    const skus = [...new Set(rows.map((row) => row.value.sku.toLowerCase()))];
    return skuIssues(rows, await skusTaken(executor, businessId, skus));
  },
  insert: importProducts,
};

/** Notes only add: nothing in the business can make a line wrong. */
export const NOTE_IMPORTER: Importer<Note, NoteFields> = {
  kind: NOTE_KIND,
  check: async () => [],
  insert: importNotes,
};
