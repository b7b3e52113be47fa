/**
 * /test-cards: the app's real cards and rows (dashboard figures, cash books, invoices, debts and
 * credits, products) drawn with a made-up warung's records in each of their states. No API: the
 * records are static (showcase-samples.ts), so a visitor may open it.
 */
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { CashbookCard } from '../../features/cashbook/components/cashbook-card';
import { DashboardFigures } from '../../features/dashboard/dashboard-view';
import { sampleDashboard } from '../../features/dashboard/sample-dashboard';
import { DebtRows } from '../../features/debtcredit/components/debt-rows';
import { InvoiceCards } from '../../features/invoices/components/invoice-rows';
import { ProductList } from '../../features/products/components/product-list';
import { businessToday } from '../../lib/business';
import { sampleCashbooks, sampleDebts, sampleInvoices, sampleProducts } from './showcase-samples';

export function TestCardsPage() {
  const { t } = useTranslation('showcase');
  const today = useMemo(() => businessToday(), []);
  const dashboard = useMemo(() => sampleDashboard(today), [today]);
  const debts = useMemo(() => sampleDebts(today), [today]);
  return (
    <ShowcasePage title={t('cards.title')} subtitle={t('cards.subtitle')} size="lg">
      <ShowcaseSection title={t('cards.dashboard')} hint={t('cards.dashboardHint')}>
        <DashboardFigures dashboard={dashboard} />
      </ShowcaseSection>
      <ShowcaseSection title={t('cards.cashbooks')} hint={t('cards.cashbooksHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {sampleCashbooks().map((book) => (
            <CashbookCard key={book.id} book={book} />
          ))}
        </SimpleGrid>
      </ShowcaseSection>
      <ShowcaseSection title={t('cards.invoices')} hint={t('cards.invoicesHint')}>
        <InvoiceCards invoices={sampleInvoices(today)} />
      </ShowcaseSection>
      <ShowcaseSection title={t('cards.debts')} hint={t('cards.debtsHint')}>
        <DebtRows debts={debts} label={t('cards.debts')} />
      </ShowcaseSection>
      <ShowcaseSection title={t('cards.products')} hint={t('cards.productsHint')}>
        <ProductList products={sampleProducts()} />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
