/** The columns of a products file, in the order the export writes them. */
import { createProductBodySchema, type Product } from '@usaha/shared';
import type { z } from 'zod';
import { amountCell, numberCell, percentCell, textCell } from '../../lib/table-export/table-cell';
import {
  readBoolean,
  readMoney,
  readPercent,
  readQuantity,
  readText,
  YES_NO,
} from './cell-readers';
import type { DirectoryField, DirectoryKind } from './directory-fields';

export const PRODUCT_FIELDS: readonly DirectoryField<Product>[] = [
  {
    field: 'sku',
    titles: { id: 'SKU', en: 'SKU' },
    aliases: ['kode', 'kode barang', 'code'],
    // A warung has none: an empty cell, or no column at all, is a product without one.
    width: 16,
    read: readText,
    cell: (product) => textCell(product.sku),
  },
  {
    field: 'name',
    titles: { id: 'Nama', en: 'Name' },
    aliases: ['nama barang', 'product'],
    required: true,
    width: 28,
    read: readText,
    cell: (product) => textCell(product.name),
  },
  {
    field: 'description',
    titles: { id: 'Deskripsi', en: 'Description' },
    aliases: ['keterangan'],
    width: 40,
    read: readText,
    cell: (product) => textCell(product.description),
  },
  {
    field: 'unit',
    titles: { id: 'Satuan', en: 'Unit' },
    width: 10,
    read: readText,
    cell: (product) => textCell(product.unit),
  },
  {
    field: 'price',
    titles: { id: 'Harga jual', en: 'Sale price' },
    aliases: ['harga'],
    required: true,
    width: 18,
    read: readMoney,
    cell: (product) => amountCell(product.price, product.currency),
  },
  {
    field: 'cost',
    titles: { id: 'Harga pokok', en: 'Cost' },
    aliases: ['modal', 'hpp'],
    width: 18,
    read: readMoney,
    cell: (product) => amountCell(product.cost, product.currency),
  },
  {
    field: 'tax_rate',
    titles: { id: 'Tarif pajak (%)', en: 'Tax rate (%)' },
    aliases: ['pajak', 'pajak (%)', 'tax', 'tax (%)'],
    width: 14,
    read: (cell, _currency, numeric) => readPercent(cell, numeric),
    cell: (product) => percentCell(product.tax_rate),
  },
  {
    field: 'active',
    titles: { id: 'Aktif', en: 'Active' },
    width: 8,
    read: readBoolean,
    cell: (product, language) => textCell(YES_NO[language][product.active ? 0 : 1]),
  },
  {
    field: 'stock_quantity',
    titles: { id: 'Stok', en: 'Stock' },
    aliases: ['stock quantity', 'jumlah stok'],
    width: 12,
    read: (cell, _currency, numeric) => readQuantity(cell, numeric),
    cell: (product) => numberCell(product.stock_quantity),
  },
];

export const PRODUCT_KIND: DirectoryKind<Product, z.output<typeof createProductBodySchema>> = {
  entity: 'product',
  fields: PRODUCT_FIELDS,
  schema: createProductBodySchema,
  names: { id: 'produk', en: 'products' },
};
