/**
 * The words of a contact's statement PDF, addressed to the contact: a credit is what they owe
 * the business, a debt what the business owes them.
 */
import type { PortalStatement } from '@usaha/shared';

type ItemType = PortalStatement['items'][number]['type'];

export const STATEMENT_WORDS = {
  id: {
    title: 'Rekap Hutang Piutang',
    asOf: 'Per tanggal',
    to: 'Kepada',
    date: 'Tanggal',
    description: 'Keterangan',
    dueDate: 'Jatuh tempo',
    amount: 'Jumlah',
    paid: 'Dibayar',
    remaining: 'Sisa',
    types: { credit: 'Hutang Anda', debt: 'Hutang kami', invoice: 'Faktur' } as Record<
      ItemType,
      string
    >,
    overdue: 'lewat jatuh tempo',
    payment: 'Pembayaran',
    totals: 'Ringkasan',
    receivable: 'Total hutang Anda kepada kami',
    payable: 'Total hutang kami kepada Anda',
    netOwedByYou: 'Sisa yang perlu Anda bayar',
    netOwedToYou: 'Sisa yang akan kami bayar kepada Anda',
    settled: 'Seimbang, tidak ada sisa',
    nothing: 'Tidak ada hutang, piutang atau faktur yang belum lunas.',
    page: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
    taxId: 'NPWP',
  },
  en: {
    title: 'Statement of account',
    asOf: 'As of',
    to: 'To',
    date: 'Date',
    description: 'Description',
    dueDate: 'Due date',
    amount: 'Amount',
    paid: 'Paid',
    remaining: 'Remaining',
    types: { credit: 'You owe', debt: 'We owe', invoice: 'Invoice' } as Record<ItemType, string>,
    overdue: 'overdue',
    payment: 'Payment',
    totals: 'Summary',
    receivable: 'Total you owe us',
    payable: 'Total we owe you',
    netOwedByYou: 'Balance you owe',
    netOwedToYou: 'Balance we owe you',
    settled: 'Settled, nothing outstanding',
    nothing: 'Nothing is outstanding: no open debts, credits or unpaid invoices.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    taxId: 'Tax ID (NPWP)',
  },
} as const;
