/** What a debt or credit refuses (422 with its own code), and the words its entries carry. */
import { AppError, type Debt, type DebtKind } from '@usaha/shared';
import type { MessageLanguage } from '@usaha/shared/messages';
import { moneyText } from '../../lib/money-text';

type State = Pick<Debt, 'status' | 'amount' | 'paid' | 'currency'>;

export const debtRefusals = {
  /** A void record is written off: it changes no more. */
  notVoid(debt: Pick<Debt, 'status'>): void {
    if (debt.status === 'void') throw new AppError('DEBT_VOID', 'This record is void');
  },

  /** Only an open record takes a payment or is written off. */
  isOpen(debt: Pick<Debt, 'status'>): void {
    if (debt.status !== 'open') {
      throw new AppError('DEBT_NOT_OPEN', 'This record is already settled or void');
    }
  },

  /** The cash a record moved is a cash-book entry: changing it is an entry's edit. */
  mayChangeCash(): never {
    throw new AppError(
      'ENTRY_CHANGE_FORBIDDEN',
      'Changing the cash this record moved needs permission to edit cash-book entries',
    );
  },

  /** Money really moved: a record with payments is voided, not deleted. */
  hasNoPayments(debt: Pick<Debt, 'paid'>): void {
    if (debt.paid > 0) {
      throw new AppError('DEBT_HAS_PAYMENTS', 'Delete the payments first, or void the record');
    }
  },

  amountCoversPaid(amount: number, debt: State): void {
    if (amount >= debt.paid) return;
    throw new AppError('DEBT_AMOUNT_BELOW_PAID', 'The amount is less than what has been paid', {
      issues: [
        {
          field: 'amount',
          code: 'amount_below_paid',
          params: { min: moneyText(debt.paid, debt.currency) },
        },
      ],
    });
  },

  notOverpaid(amount: number, debt: State): void {
    const remaining = debt.amount - debt.paid;
    if (amount <= remaining) return;
    throw new AppError('OVERPAYMENT', 'The payment is more than what remains', {
      issues: [
        {
          field: 'amount',
          code: 'exceeds_amount_due',
          params: { max: moneyText(remaining, debt.currency) },
        },
      ],
    });
  },

  /** The date the body asked for may be left out (today): the rule holds either way. */
  dueNotBeforeDate(date: string, dueDate: string | null): void {
    if (dueDate === null || dueDate >= date) return;
    throw new AppError('VALIDATION_FAILED', 'The due date is before the date', {
      issues: [{ field: 'due_date', code: 'due_before_date' }],
    });
  },

  sameCurrency(bookCurrency: string, currency: string, field: string): void {
    if (bookCurrency === currency) return;
    throw new AppError('CURRENCY_MISMATCH', 'The cash book is in another currency', {
      issues: [{ field, code: 'currency_mismatch' }],
    });
  },
};

/** An entry's description holds at most this (entry.schemas.ts). */
const ENTRY_TEXT = 500;

type Words = Record<MessageLanguage, Record<DebtKind, (name: string) => string>>;

const CREATION: Words = {
  id: { credit: (name) => `Kasbon: ${name}`, debt: (name) => `Pinjaman dari ${name}` },
  en: { credit: (name) => `Loan to ${name}`, debt: (name) => `Loan from ${name}` },
};

const PAYMENT: Words = {
  id: {
    credit: (name) => `Pembayaran piutang dari ${name}`,
    debt: (name) => `Pembayaran hutang ke ${name}`,
  },
  en: { credit: (name) => `Payment received from ${name}`, debt: (name) => `Debt paid to ${name}` },
};

function entryText(head: string, detail: string | null): string {
  return (detail ? `${head} · ${detail}` : head).slice(0, ENTRY_TEXT);
}

/** The words of the cash a record moved at creation: "Kasbon: Budi · beli beras". */
export function creationText(
  language: MessageLanguage,
  debt: { kind: DebtKind; contactName: string; description: string | null },
): string {
  return entryText(CREATION[language][debt.kind](debt.contactName), debt.description);
}

/** The words of a payment's entry: "Pembayaran piutang dari Budi · lunas". */
export function paymentText(
  language: MessageLanguage,
  payment: { kind: DebtKind; contactName: string; note: string | null },
): string {
  return entryText(PAYMENT[language][payment.kind](payment.contactName), payment.note);
}
