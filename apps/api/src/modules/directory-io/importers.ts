/** The contact and product imports: their fields, database checks and batch inserts. */
import type { Contact, Product } from '@usaha/shared';
import { type ContactFields, importContacts } from '../contacts/contacts.service';
import { importProducts, type ProductFields, skusTaken } from '../products/products.service';
import { CONTACT_KIND } from './contact-fields';
import type { Importer } from './directory-import.service';
import { skuIssues } from './import-issues';
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
