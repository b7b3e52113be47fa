/** The contact and product imports: their fields, database checks and batch inserts. */
import type { Contact, Product } from '@usaha/shared';
import type { ContactFields } from '../contacts/contacts.repository';
import type { ProductFields } from '../products/products.repository';
import { CONTACT_KIND } from './contact-fields';
import type { Importer } from './directory-import.service';
import { existingSkus, insertContacts, insertProducts } from './directory-io.repository';
import { skuIssues } from './import-issues';
import { PRODUCT_KIND } from './product-fields';

export const CONTACT_IMPORTER: Importer<Contact, ContactFields> = {
  kind: CONTACT_KIND,
  check: async () => [],
  insert: insertContacts,
};

export const PRODUCT_IMPORTER: Importer<Product, ProductFields> = {
  kind: PRODUCT_KIND,
  check: async (executor, businessId, rows) => {
    const skus = [...new Set(rows.map((row) => row.value.sku.toLowerCase()))];
    return skuIssues(rows, await existingSkus(executor, businessId, skus));
  },
  insert: insertProducts,
};
