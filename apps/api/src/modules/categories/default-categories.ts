/** The categories a new business starts with, named in the owner's language (DESIGN.md §6). */
import type { CategoryKind } from '@usaha/shared';

type Preset = { kind: CategoryKind; id: string; en: string; color: string; icon: string };

const PRESETS: Preset[] = [
  { kind: 'income', id: 'Penjualan', en: 'Sales', color: '#2f9e44', icon: 'shopping-cart' },
  { kind: 'income', id: 'Jasa', en: 'Services', color: '#1971c2', icon: 'tool' },
  { kind: 'income', id: 'Pendapatan lain', en: 'Other income', color: '#0c8599', icon: 'coin' },
  { kind: 'income', id: 'Modal masuk', en: 'Capital in', color: '#5f3dc4', icon: 'building-bank' },
  {
    kind: 'expense',
    id: 'Pembelian stok',
    en: 'Stock purchases',
    color: '#e8590c',
    icon: 'package',
  },
  { kind: 'expense', id: 'Gaji', en: 'Salaries', color: '#c2255c', icon: 'users' },
  { kind: 'expense', id: 'Sewa', en: 'Rent', color: '#9c36b5', icon: 'home' },
  {
    kind: 'expense',
    id: 'Listrik & air',
    en: 'Electricity & water',
    color: '#f08c00',
    icon: 'bolt',
  },
  { kind: 'expense', id: 'Transportasi', en: 'Transport', color: '#1864ab', icon: 'truck' },
  {
    kind: 'expense',
    id: 'Pulsa & internet',
    en: 'Phone & internet',
    color: '#0b7285',
    icon: 'wifi',
  },
  { kind: 'expense', id: 'Biaya bank', en: 'Bank fees', color: '#495057', icon: 'receipt' },
  { kind: 'expense', id: 'Pajak', en: 'Taxes', color: '#862e9c', icon: 'receipt-tax' },
  { kind: 'expense', id: 'Prive', en: "Owner's drawings", color: '#a61e4d', icon: 'wallet' },
  { kind: 'expense', id: 'Pengeluaran lain', en: 'Other expenses', color: '#868e96', icon: 'dots' },
];

/** The rows of a new business's categories, named in `language`. */
export function defaultCategories(businessId: string, language: 'id' | 'en') {
  return PRESETS.map((preset) => ({
    businessId,
    kind: preset.kind,
    name: preset[language],
    color: preset.color,
    icon: preset.icon,
  }));
}
