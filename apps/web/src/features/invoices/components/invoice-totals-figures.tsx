/** One currency's three totals (invoiced, paid, still due), as the list's totals show them. */
import type { InvoiceTotals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyFigures } from '../../../components/money-figures';
import { MONEY_OUT_COLOR } from '../../../components/money-text';

const FIGURES = ['total', 'paid', 'amount_due'] as const;
/** Money still owed to the business stands out (red text, readable in both schemes). */
export const DUE_STYLE = { color: MONEY_OUT_COLOR };

/** The three figures of one currency: in a column of three when wide, as rows on a phone. */
export function TotalsFigures({ row }: { row: InvoiceTotals }) {
  const { t } = useTranslation('invoices');
  const figures = FIGURES.map((figure) => ({
    key: figure,
    label: t(`totals.${figure}`),
    amount: row[figure],
    style: figure === 'amount_due' && row.amount_due > 0 ? DUE_STYLE : undefined,
  }));
  return <MoneyFigures figures={figures} currency={row.currency} wideFrom="sm" />;
}
