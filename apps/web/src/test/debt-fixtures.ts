/** Debts and credits as the API answers them, for the debtcredit, contact and portal page tests. */
import type {
  ContactPosition,
  Debt,
  DebtPayment,
  DebtSummaryItem,
  PortalStatement,
  PositionFigures,
} from '@usaha/shared';
import { uuid } from './directory-fixtures';
import type { FakeApi } from './fake-api';

export const BUDI = uuid(11);
export const TOKO_MAJU = uuid(12);

/** Budi's kasbon of Rp 150.000, Rp 50.000 of it paid, due on 30 November. */
export function debt(overrides: Partial<Debt> = {}): Debt {
  return {
    id: uuid(1501),
    kind: 'credit',
    status: 'open',
    overdue: false,
    contact_id: BUDI,
    contact_name: 'Budi Santoso',
    contact_phone: '+6281234567890',
    currency: 'IDR',
    amount: 150_000_00,
    paid: 50_000_00,
    remaining: 100_000_00,
    date: '2026-11-02',
    due_date: '2026-11-30',
    description: 'Beras dan gula',
    reference: null,
    entry_id: null,
    cashbook_id: null,
    voided_at: null,
    version: 2,
    created_at: '2026-11-02T02:00:00.000Z',
    updated_at: '2026-11-05T02:00:00.000Z',
    ...overrides,
  };
}

export function debtPayment(overrides: Partial<DebtPayment> = {}): DebtPayment {
  return {
    id: uuid(1601),
    debt_id: uuid(1501),
    amount: 50_000_00,
    date: '2026-11-05',
    cashbook_id: uuid(801),
    cashbook_name: 'Kas Toko',
    note: null,
    entry_id: uuid(1701),
    created_at: '2026-11-05T02:00:00.000Z',
    ...overrides,
  };
}

export function figures(overrides: Partial<PositionFigures> = {}): PositionFigures {
  return {
    currency: 'IDR',
    credits: 0,
    invoices_due: 0,
    receivable: 0,
    payable: 0,
    net: 0,
    overdue_receivable: 0,
    overdue_payable: 0,
    ...overrides,
  };
}

export function summaryItem(overrides: Partial<DebtSummaryItem> = {}): DebtSummaryItem {
  return {
    ...figures({ credits: 100_000_00, receivable: 100_000_00, net: 100_000_00 }),
    contact_id: BUDI,
    contact_name: 'Budi Santoso',
    contact_phone: '+6281234567890',
    next_due_date: '2026-11-30',
    ...overrides,
  };
}

export function summaryPage(
  items: DebtSummaryItem[],
  options: { next?: string | null; totals?: PositionFigures[] | null } = {},
) {
  const next = options.next ?? null;
  return {
    body: {
      success: true,
      data: items,
      meta: { next_cursor: next, has_more: next !== null, totals: options.totals ?? null },
    },
  };
}

export function debtPage(items: Debt[]) {
  return {
    body: {
      success: true,
      data: items,
      meta: { next_cursor: null, has_more: false, totals: null },
    },
  };
}

export function position(currencies: PositionFigures[], contactId = BUDI): ContactPosition {
  return { contact_id: contactId, currencies };
}

export function portalStatement(overrides: Partial<PortalStatement> = {}): PortalStatement {
  return {
    business: {
      name: 'Warung Bu Sri',
      logo_url: null,
      address: 'Jl. Kenanga 12, Bandung',
      phone: '022-123456',
      email: 'halo@warungsri.id',
    },
    bank_accounts: [],
    qris_url: null,
    contact_name: 'Budi Santoso',
    as_of: '2026-11-20',
    language: 'id',
    items: [
      {
        type: 'credit',
        currency: 'IDR',
        date: '2026-11-02',
        due_date: '2026-11-30',
        label: 'Beras dan gula',
        amount: 150_000_00,
        paid: 50_000_00,
        remaining: 100_000_00,
        overdue: false,
        payments: [{ amount: 50_000_00, date: '2026-11-05' }],
      },
      {
        type: 'invoice',
        currency: 'IDR',
        date: '2026-10-01',
        due_date: '2026-10-31',
        label: 'INV/2026/0007',
        amount: 300_000_00,
        paid: 0,
        remaining: 300_000_00,
        overdue: true,
        payments: [],
      },
      {
        type: 'debt',
        currency: 'IDR',
        date: '2026-11-10',
        due_date: null,
        label: 'Titip uang',
        amount: 20_000_00,
        paid: 0,
        remaining: 20_000_00,
        overdue: false,
        payments: [],
      },
    ],
    totals: [
      figures({
        credits: 100_000_00,
        invoices_due: 300_000_00,
        receivable: 400_000_00,
        payable: 20_000_00,
        net: 380_000_00,
        overdue_receivable: 300_000_00,
      }),
    ],
    ...overrides,
  };
}

/** A record's page asks for its payments and, on a contact's part, for the cash books. */
export function debtPaymentsAnswer(api: FakeApi, id: string, payments: DebtPayment[] = []) {
  api.on(`GET /v1/debts/${id}/payments/`, { body: { success: true, data: payments } });
}
