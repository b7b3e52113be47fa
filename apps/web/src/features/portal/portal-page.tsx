/**
 * The customer's page (/portal?token=…, SPEC.md): the invoice a business shared, how to pay it and
 * its PDF, with no login and no app around it, in the invoice's language until the visitor picks
 * another; with `?statement=…`, a contact's statement of what is owed either way. Without a token
 * it says what the portal is; a link that is unknown, revoked or void gets one calm page, whatever
 * the reason (the server answers them all alike).
 */
import { useQuery } from '@tanstack/react-query';
import { AppError, portalTokenParamsSchema } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { portalStatementQuery } from '../../api/debt-statements.queries';
import { portalInvoiceQuery } from '../../api/invoices.queries';
import { BarePage } from '../../components/bare-page';
import { QueryProvider } from '../../components/query-provider';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { PortalInvoiceView } from './components/portal-invoice-view';
import { InvalidLink } from './components/portal-message';
import { PortalStatementView } from './components/portal-statement-view';
import { PortalAbout, PortalHead } from './portal-about';
import { useLinkLanguage } from './use-link-language';

const validToken = (token: string) => portalTokenParamsSchema.safeParse({ token }).success;

export function PortalPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const statement = params.get('statement')?.trim() ?? '';
  if (!statement && !token) return <PortalAbout />;
  let content: React.ReactNode;
  if (statement) {
    content = validToken(statement) ? (
      <PortalStatement token={statement} />
    ) : (
      <InvalidLink what="statement" />
    );
  } else content = validToken(token) ? <PortalInvoice token={token} /> : <InvalidLink />;
  // No layout above this page mounts the query cache (query-provider.tsx): it does.
  return (
    <QueryProvider>
      <BarePage>
        <PortalHead title={statement ? t('statement.metaTitle') : t('metaTitle')} />
        {content}
      </BarePage>
    </QueryProvider>
  );
}

/** A query's waiting, a dead link and a failure, the same for both kinds of link. */
function Loading({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  what: 'invoice' | 'statement';
}) {
  if (query.isPending) return <ListSkeleton rows={3} height={140} />;
  const gone = query.error instanceof AppError && query.error.status === 404;
  return gone ? (
    <InvalidLink what={what} />
  ) : (
    <LoadError error={query.error} onRetry={() => void query.refetch()} />
  );
}

function PortalInvoice({ token }: { token: string }) {
  const query = useQuery(portalInvoiceQuery(token));
  useLinkLanguage(query.data?.invoice.language, token);
  if (!query.isSuccess) return <Loading query={query} what="invoice" />;
  return <PortalInvoiceView token={token} data={query.data} />;
}

function PortalStatement({ token }: { token: string }) {
  const query = useQuery(portalStatementQuery(token));
  useLinkLanguage(query.data?.language, token);
  if (!query.isSuccess) return <Loading query={query} what="statement" />;
  return <PortalStatementView token={token} data={query.data} />;
}
