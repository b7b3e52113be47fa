/**
 * /apps/invoice/create, /apps/invoice/edit/:id and /apps/invoice/form/:id: one editor for a new
 * invoice and a saved one (with its version). Once saved, the invoice's view takes over.
 */
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applicationQuery } from '../../api/business-settings.queries';
import { invoiceQuery } from '../../api/invoices.queries';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { useBusiness, useCan } from '../../lib/business';
import { invoiceDefaults } from './invoice-editor-settings';
import { InvoiceForm } from './invoice-form';
import type { InvoiceSubmission } from './invoice-form-submit';

export function InvoiceEditorPage() {
  const { t } = useTranslation('invoice-editor');
  const { id } = useParams();
  const navigate = useNavigate();
  const { currency } = useBusiness();
  const canManage = useCan('invoice.manage');
  const invoice = useQuery({ ...invoiceQuery(id ?? ''), enabled: Boolean(id) });
  // Without the settings (a role that may not read them) the editor starts from plain defaults.
  const settings = useQuery({ ...applicationQuery(), staleTime: 5 * 60_000 });
  const current = invoice.data ?? null;
  const title = id ? t('page.editTitle', { number: current?.number ?? '' }) : t('page.newTitle');

  function saved(next: Invoice, { send }: InvoiceSubmission) {
    const text = send
      ? t('page.sent', { number: next.number })
      : t('page.saved', { number: next.number });
    navigate(`/apps/invoice/${next.id}`, { state: { notice: { kind: 'success', text } } });
    window.scrollTo({ top: 0 });
  }

  const loading = (id && invoice.isPending) || settings.isPending;
  return (
    <Stack gap="lg" maw={960}>
      <title>{title}</title>
      <PageHeader
        back={{
          to: id ? `/apps/invoice/${id}` : '/apps/invoice',
          label: t(id ? 'page.backToInvoice' : 'page.back'),
        }}
        title={title}
        subtitle={id ? undefined : t('page.newSubtitle')}
      />
      {loading && <PageLoader />}
      {id && invoice.isError && (
        <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />
      )}
      {current?.status === 'void' && (
        <Alert color="gray" variant="light">
          {t('page.void')}
        </Alert>
      )}
      {!loading && (!id || current) && (
        <InvoiceForm
          // A new version from the server (after "reload") starts the form afresh.
          key={current ? `${current.id}:${current.version}` : 'new'}
          invoice={current}
          defaults={invoiceDefaults(settings.data, current?.currency ?? currency)}
          onSaved={saved}
          disabled={!canManage || current?.status === 'void'}
        />
      )}
    </Stack>
  );
}
