/**
 * The categories a new business starts with (DESIGN.md §6), each with a stable key and its name
 * in both languages. A seeded category keeps its key until the owner renames it, and until then
 * reads in the reader's language (the web's lists, the server's downloads); renamed, it is the
 * owner's word in every language.
 */
import type { CategoryKind } from './cashbook.schemas';

type Language = 'id' | 'en';

export type SeededCategory = {
  key: string;
  kind: CategoryKind;
  color: string;
  icon: string;
  names: Record<Language, string>;
};

export const SEEDED_CATEGORIES = [
  {
    key: 'sales',
    kind: 'income',
    color: '#2f9e44',
    icon: 'shopping-cart',
    names: { id: 'Penjualan', en: 'Sales' },
  },
  {
    key: 'services',
    kind: 'income',
    color: '#1971c2',
    icon: 'tool',
    names: { id: 'Jasa', en: 'Services' },
  },
  {
    key: 'other_income',
    kind: 'income',
    color: '#0c8599',
    icon: 'coin',
    names: { id: 'Pendapatan lain', en: 'Other income' },
  },
  {
    key: 'capital_in',
    kind: 'income',
    color: '#5f3dc4',
    icon: 'building-bank',
    names: { id: 'Modal masuk', en: 'Capital in' },
  },
  {
    key: 'stock_purchases',
    kind: 'expense',
    color: '#e8590c',
    icon: 'package',
    names: { id: 'Pembelian stok', en: 'Stock purchases' },
  },
  {
    key: 'salaries',
    kind: 'expense',
    color: '#c2255c',
    icon: 'users',
    names: { id: 'Gaji', en: 'Salaries' },
  },
  {
    key: 'rent',
    kind: 'expense',
    color: '#9c36b5',
    icon: 'home',
    names: { id: 'Sewa', en: 'Rent' },
  },
  {
    key: 'utilities',
    kind: 'expense',
    color: '#f08c00',
    icon: 'bolt',
    names: { id: 'Listrik & air', en: 'Electricity & water' },
  },
  {
    key: 'transport',
    kind: 'expense',
    color: '#1864ab',
    icon: 'truck',
    names: { id: 'Transportasi', en: 'Transport' },
  },
  {
    key: 'phone_internet',
    kind: 'expense',
    color: '#0b7285',
    icon: 'wifi',
    names: { id: 'Pulsa & internet', en: 'Phone & internet' },
  },
  {
    key: 'bank_fees',
    kind: 'expense',
    color: '#495057',
    icon: 'receipt',
    names: { id: 'Biaya bank', en: 'Bank fees' },
  },
  {
    key: 'taxes',
    kind: 'expense',
    color: '#862e9c',
    icon: 'receipt-tax',
    names: { id: 'Pajak', en: 'Taxes' },
  },
  {
    key: 'drawings',
    kind: 'expense',
    color: '#a61e4d',
    icon: 'wallet',
    names: { id: 'Prive', en: "Owner's drawings" },
  },
  {
    key: 'other_expenses',
    kind: 'expense',
    color: '#868e96',
    icon: 'dots',
    names: { id: 'Pengeluaran lain', en: 'Other expenses' },
  },
] as const satisfies readonly SeededCategory[];

export type SeedKey = (typeof SEEDED_CATEGORIES)[number]['key'];

/** Where invoices' payments are booked unless the owner picks another income category. */
export const SALES_SEED_KEY: SeedKey = 'sales';

const BY_KEY = new Map<string, SeededCategory>(SEEDED_CATEGORIES.map((seed) => [seed.key, seed]));

/** A category's name for a reader: the seeded name in their language, else the owner's. */
export function categoryLabel(
  category: { name: string; seed_key: string | null },
  language: Language,
): string {
  const seed = category.seed_key === null ? undefined : BY_KEY.get(category.seed_key);
  return seed ? seed.names[language] : category.name;
}

/**
 * Whether `name` is what a seeded category is shown as in either language: a form that sends the
 * name it showed has not renamed it.
 */
export function isSeededName(seedKey: string | null, name: string): boolean {
  const seed = seedKey === null ? undefined : BY_KEY.get(seedKey);
  const wanted = name.trim().toLowerCase();
  return seed !== undefined && Object.values(seed.names).some((n) => n.toLowerCase() === wanted);
}
