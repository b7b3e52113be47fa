/**
 * One invoice (/apps/invoice/{id}): the invoice as the customer sees it, with what can be done
 * with it (invoice-actions.tsx), its payments and its timeline.
 */
import { Alert, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppError, type Invoice, idSchema } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { applicationQuery, businessImageQuery } from '../../api/business-settings.queries';
import { useInvoice } from '../../api/invoices.queries';
import { IconBan, IconFileOff } from '../../components/icons';
import { InvoiceSheet, type SheetBusiness } from '../../components/invoice-sheet';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useBusiness, useCan } from '../../lib/business';
import { useObjectUrl } from '../../lib/use-object-url';
import { InvoiceActions } from './components/invoice-actions';
import { InvoicePayments } from './components/invoice-payments';
import { InvoiceStatusBadge } from './components/invoice-status-badge';
import { InvoiceTimeline } from './components/invoice-timeline';
import { shownStatus } from './invoice-status';

/** The business as its invoices show it: its settings, or just its name until they arrive. */
function useSheetBusiness(): { business: SheetBusiness; logoSrc: string | null } {
  const { name } = useBusiness();
  const settings = useQuery({ ...applicationQuery(), staleTime: 5 * 60_000 });
  const logoUrl = settings.data?.logo_url ?? null;
  const logo = useQuery({ ...businessImageQuery(logoUrl ?? ''), enabled: Boolean(logoUrl) });
  const logoSrc = useObjectUrl(logoUrl ? logo.data : null);
  const data = settings.data;
  return {
    business: {
      name: data?.name ?? name,
      logo_url: logoUrl,
      address: data?.address ?? null,
      phone: data?.phone ?? null,
      email: data?.email ?? null,
      npwp: data?.npwp ?? null,
    },
    logoSrc,
  };
}

type Back = { to: string; label: string };

export function InvoicePage() {
  const { t } = useTranslation(['invoices', 'errors']);
  const { id = '' } = useParams();
  const back = { to: '/apps/invoice', label: t('view.back') };
  // An address that names no invoice (`/apps/invoice/x`) is not asked for: the API would refuse it.
  if (!idSchema.safeParse(id).success) return <NotFound back={back} />;
  return <InvoiceLoader id={id} back={back} />;
}

function NotFound({ back }: { back: Back }) {
  const { t } = useTranslation(['invoices', 'errors']);
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('view.title')} back={back} />
      <EmptyState
        icon={IconFileOff}
        title={t('view.notFoundTitle')}
        body={t('view.notFoundBody')}
      />
    </Stack>
  );
}

function InvoiceLoader({ id, back }: { id: string; back: Back }) {
  const { t } = useTranslation(['invoices', 'errors']);
  const invoice = useInvoice(id);
  if (invoice.isError && invoice.error instanceof AppError && invoice.error.status === 404) {
    return <NotFound back={back} />;
  }
  if (invoice.isPending || invoice.isError) {
    return (
      <Stack gap="md" maw={1200}>
        <PageHeader title={t('view.title')} back={back} />
        {invoice.isError ? (
          <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />
        ) : (
          <ListSkeleton rows={3} height={120} />
        )}
      </Stack>
    );
  }
  return <InvoiceView invoice={invoice.data} back={back} />;
}

function InvoiceView({ invoice, back }: { invoice: Invoice; back: Back }) {
  const { t } = useTranslation(['invoices', 'errors']);
  const canManage = useCan('invoice.manage');
  const canDelete = useCan('invoice.delete');
  // Removing a payment removes its cash-book entry too.
  const canRemovePayment = useCan('transaction.delete') && canDelete;
  const { business, logoSrc } = useSheetBusiness();
  const [routeNotice, clearRouteNotice] = useRouteNotice();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const status = shownStatus(invoice);

  return (
    <Stack gap="md" maw={1200}>
      <title>{t('view.metaTitle', { number: invoice.number })}</title>
      <PageHeader
        title={invoice.number}
        subtitle={invoice.customer.name}
        back={back}
        actions={
          <InvoiceActions
            invoice={invoice}
            canManage={canManage}
            canDelete={canDelete}
            onNotice={setNotice}
          />
        }
      />
      {routeNotice && !notice && <Notice notice={routeNotice} onClose={clearRouteNotice} />}
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {status === 'void' && (
        <Alert color="gray" variant="light" icon={<IconBan size={18} />}>
          {t('view.voidNote')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <InvoiceSheet
            invoice={invoice}
            business={business}
            logoSrc={logoSrc}
            status={<InvoiceStatusBadge status={status} size="lg" />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <InvoicePayments invoice={invoice} canRemove={canRemovePayment} onNotice={setNotice} />
            <InvoiceTimeline invoiceId={invoice.id} currency={invoice.currency} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
