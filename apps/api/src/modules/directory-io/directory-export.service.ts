/**
 * The contact, product and note downloads (CSV, XLSX, and the files of the data export): each
 * kind's rows, read through its own module, under the titles its import reads back.
 */
import type { Contact, Note, Product } from '@usaha/shared';
import type { Actor } from '../../lib/actor';
import type { TableColumn } from '../../lib/table-export/table-cell';
import type { ContactFilter, ContactsService } from '../contacts/contacts.service';
import type { NoteFilter, NoteService } from '../notes/notes.service';
import type { ProductFilter, ProductService } from '../products/products.service';
import { CONTACT_KIND } from './contact-fields';
import { type Language, tableColumns } from './directory-fields';
import { NOTE_KIND, noteInfoColumns } from './note-fields';
import { PRODUCT_KIND } from './product-fields';

export type DirectoryTable<Row> = {
  rows: AsyncIterable<Row>;
  columns: TableColumn<Row>[];
  /** The download's base name in the language (`kontak`, `products`). */
  name: string;
  sheetName: string;
};

export type { Language };

export function createDirectoryExportService(deps: {
  contacts: ContactsService;
  products: ProductService;
  notes: NoteService;
}) {
  return {
    contacts(
      actor: Pick<Actor, 'businessId'>,
      filter: ContactFilter,
      language: Language,
    ): DirectoryTable<Contact> {
      return {
        rows: deps.contacts.exportRows(actor, filter),
        columns: tableColumns(CONTACT_KIND.fields, language),
        name: CONTACT_KIND.names[language],
        sheetName: CONTACT_KIND.names[language],
      };
    },

    products(
      actor: Pick<Actor, 'businessId' | 'currency'>,
      filter: ProductFilter,
      language: Language,
    ): DirectoryTable<Product> {
      return {
        rows: deps.products.exportRows(actor, filter),
        columns: tableColumns(PRODUCT_KIND.fields, language),
        name: PRODUCT_KIND.names[language],
        sheetName: PRODUCT_KIND.names[language],
      };
    },

    /** The notes the caller may see (never another member's private one), author and time last. */
    notes(actor: Actor, filter: NoteFilter, language: Language): DirectoryTable<Note> {
      return {
        rows: deps.notes.exportRows(actor, filter),
        columns: [
          ...tableColumns(NOTE_KIND.fields, language),
          ...noteInfoColumns(language, actor.timezone),
        ],
        name: NOTE_KIND.names[language],
        sheetName: NOTE_KIND.sheets?.[language] ?? NOTE_KIND.names[language],
      };
    },
  };
}

export type DirectoryExportService = ReturnType<typeof createDirectoryExportService>;
