/**
 * The contact and product downloads (CSV, XLSX, and the files of the data export): each kind's
 * rows, read through its own module, under the titles its import reads back.
 */
import type { Contact, Product } from '@usaha/shared';
import type { Actor } from '../../lib/actor';
import type { TableColumn } from '../../lib/table-export/table-cell';
import type { ContactFilter, ContactsService } from '../contacts/contacts.service';
import type { ProductFilter, ProductService } from '../products/products.service';
import { CONTACT_KIND } from './contact-fields';
import { type Language, tableColumns } from './directory-fields';
import { PRODUCT_KIND } from './product-fields';

export type DirectoryTable<Row> = {
  rows: AsyncIterable<Row>;
  columns: TableColumn<Row>[];
  /** The download's base name and sheet name in the language (`kontak`, `products`). */
  name: string;
};

export type { Language };

export function createDirectoryExportService(deps: {
  contacts: ContactsService;
  products: ProductService;
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
      };
    },
  };
}

export type DirectoryExportService = ReturnType<typeof createDirectoryExportService>;
