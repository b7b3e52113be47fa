/** Books and entries for the journal test: every case the hledger check has to balance. */
import { makeEntry } from './export-test-helpers';
import type { ExportEntry, JournalBook } from './exports.types';

export const kasToko: JournalBook = {
  id: '0f3a9c2e-1111-4000-8000-000000000001',
  name: 'Kas Toko',
  kind: 'cash',
  currency: 'IDR',
  opening_balance: 100_000_000,
  opening_date: '2024-01-01',
};
const kasTokoDua: JournalBook = {
  id: '7d41b0aa-4444-4000-8000-000000000004',
  name: 'Kas  Toko ',
  kind: 'cash',
  currency: 'IDR',
  opening_balance: 0,
  opening_date: '2024-01-01',
};
const bca: JournalBook = {
  id: '5b0e71d3-2222-4000-8000-000000000002',
  name: 'BCA: Operasional',
  kind: 'bank',
  currency: 'IDR',
  opening_balance: 500_000_000,
  opening_date: '2024-01-01',
};
const payoneer: JournalBook = {
  id: '9a2c44f1-3333-4000-8000-000000000003',
  name: 'Payoneer',
  kind: 'ewallet',
  currency: 'USD',
  opening_balance: 25_000,
  opening_date: '2024-02-15',
};
export const books = [kasToko, kasTokoDua, bca, payoneer];

export const accountOf = new Map([
  [kasToko.id, 'Assets:Cash:Kas Toko (0f3a9c)'],
  [kasTokoDua.id, 'Assets:Cash:Kas Toko (7d41b0)'],
  [bca.id, 'Assets:Bank:BCA - Operasional'],
  [payoneer.id, 'Assets:E-wallet:Payoneer'],
]);

export function on(
  book: JournalBook,
  overrides: Partial<ExportEntry>,
): ExportEntry & { book: JournalBook } {
  return {
    ...makeEntry({ cashbook_name: book.name, currency: book.currency, ...overrides }),
    book,
  };
}

const transfer = { source: 'transfer', category_name: null, category_kind: null } as const;
const debt = { category_name: null, category_kind: null } as const;

// Ids decide the order within a day, as the database query does; the transfer on 2024-01-10
// has entries of other transactions between its parts.
export const rows = [
  on(kasToko, {
    id: 'e01',
    date: '2024-01-05',
    amount: 15_000_000,
    description: 'Penjualan; tunai: meja',
  }),
  on(kasToko, {
    id: 'e02',
    date: '2024-01-05',
    direction: 'out',
    amount: 2_550_050,
    category_name: 'Listrik: PLN',
    category_kind: 'expense',
    description: '(PLN) token listrik',
  }),
  on(bca, {
    id: 'e03',
    date: '2024-01-06',
    direction: 'out',
    amount: 1_000_000,
    category_name: null,
    category_kind: null,
    description: '*urgent* biaya',
  }),
  on(bca, {
    id: 'e04',
    date: '2024-01-06',
    amount: 1_234_567,
    category_name: null,
    category_kind: null,
    reference: 'INV-(7)',
  }),
  on(kasToko, {
    ...transfer,
    id: 'e10',
    date: '2024-01-10',
    direction: 'out',
    amount: 50_000_000,
    transfer_id: 'T1',
    transfer_role: 'out',
    description: 'Setor ke bank',
  }),
  on(kasToko, { id: 'e11', date: '2024-01-10', amount: 100, description: 'Receh' }),
  on(kasToko, {
    ...transfer,
    id: 'e12',
    date: '2024-01-10',
    direction: 'out',
    amount: 650_000,
    transfer_id: 'T1',
    transfer_role: 'fee',
    category_name: 'Biaya bank',
    category_kind: 'expense',
    description: 'Biaya setor',
  }),
  on(bca, {
    id: 'e13',
    date: '2024-01-10',
    direction: 'out',
    amount: 1,
    category_name: 'Biaya bank',
    category_kind: 'expense',
    description: 'Biaya admin\nbaris 2',
  }),
  on(bca, {
    ...transfer,
    id: 'e14',
    date: '2024-01-10',
    amount: 50_000_000,
    transfer_id: 'T1',
    transfer_role: 'in',
    description: 'Setor ke bank',
  }),
  on(payoneer, {
    id: 'e20',
    date: '2024-02-01',
    amount: 1_000,
    category_name: 'Jasa desain',
    description: 'Logo',
  }),
  on(kasTokoDua, {
    id: 'e21',
    date: '2024-02-20',
    cashbook_id: kasTokoDua.id,
    amount: 7_500_000,
    description: 'Kasir dua',
  }),
  on(bca, {
    ...transfer,
    id: 'e22',
    date: '2024-02-20',
    amount: 155_000_000,
    transfer_id: 'T2',
    transfer_role: 'in',
    description: 'Tarik USD',
  }),
  on(payoneer, {
    ...transfer,
    id: 'e23',
    date: '2024-02-20',
    direction: 'out',
    amount: 10_000,
    transfer_id: 'T2',
    transfer_role: 'out',
    description: 'Tarik USD',
  }),
  on(payoneer, {
    ...transfer,
    id: 'e24',
    date: '2024-02-20',
    direction: 'out',
    amount: 250,
    transfer_id: 'T2',
    transfer_role: 'fee',
    description: 'Biaya tarik',
  }),
  on(kasToko, {
    id: 'e30',
    date: '2024-03-01',
    amount: 500_000,
    category_name: 'Listrik: PLN',
    category_kind: 'expense',
    description: 'Refund token',
  }),
  on(bca, {
    ...transfer,
    id: 'e31',
    date: '2024-03-02',
    amount: 100_000,
    transfer_id: 'T3',
    transfer_role: 'in',
    description: 'Dari buku lain',
  }),
  // A kasbon lent and partly repaid; a loan taken and partly paid back: no income, no expense.
  on(kasToko, {
    ...debt,
    source: 'debt',
    id: 'e40',
    date: '2024-03-05',
    direction: 'out',
    amount: 30_000_000,
    description: 'Kasbon: Bu Sari',
  }),
  on(kasToko, {
    ...debt,
    source: 'debt_payment',
    id: 'e41',
    date: '2024-03-06',
    amount: 10_000_000,
    description: 'Pembayaran piutang: Bu Sari',
  }),
  on(bca, {
    ...debt,
    source: 'debt',
    id: 'e42',
    date: '2024-03-07',
    amount: 200_000_000,
    description: 'Pinjaman: UD Maju',
  }),
  on(bca, {
    ...debt,
    source: 'debt_payment',
    id: 'e43',
    date: '2024-03-08',
    direction: 'out',
    amount: 50_000_000,
    description: 'Pembayaran hutang: UD Maju',
  }),
];
export const entries: ExportEntry[] = rows.map(({ book: _book, ...entry }) => entry);
