/**
 * The customer's page (/portal?token=…, SPEC.md): the invoice a business shared, how to pay it and
 * its PDF, with no login and no app around it, in the invoice's language until the visitor picks
 * another; or, with `?statement=…`, a contact's statement of debts, credits and unpaid invoices
 * (issue 15), in the same way. Without a token it says what the portal is; a link that is
 * unknown, revoked or void gets one calm page, whatever the reason (the server answers them all
 * alike).
 */
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconFileInvoice, IconLinkOff } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { AppError, portalTokenParamsSchema } from '@usaha/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { portalStatementQuery } from '../../api/debts.queries';
import { portalInvoiceQuery } from '../../api/invoices.queries';
import { BarePage } from '../../components/bare-page';
import { QueryProvider } from '../../components/query-provider';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { showLanguage } from '../../lib/i18n';
import { PortalInvoiceView } from './components/portal-invoice-view';
import { PortalStatementView } from './components/portal-statement-view';

export function PortalPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const statement = params.get('statement')?.trim() ?? '';
  const valid = (value: string) => portalTokenParamsSchema.safeParse({ token: value }).success;
  let content: React.ReactNode;
  if (statement) {
    content = valid(statement) ? (
      <PortalStatement token={statement} />
    ) : (
      <InvalidLink body={t('statement.invalidBody')} />
    );
  } else if (!token)
    content = <Message icon={IconFileInvoice} title={t('about.title')} body={t('about.body')} />;
  else if (!valid(token)) content = <InvalidLink />;
  else content = <PortalInvoice token={token} />;
  // No layout above this page mounts the query cache (query-provider.tsx): it does.
  return (
    <QueryProvider>
      <BarePage>
        <title>{statement ? t('statement.metaTitle') : t('metaTitle')}</title>
        {/* A customer's invoice is nobody's search result, and its link leaves with no one. */}
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        {content}
      </BarePage>
    </QueryProvider>
  );
}

/** The page in the document's language, once per link: after that the visitor's choice stands. */
function useDocumentLanguage(language: 'id' | 'en' | undefined, token: string) {
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!language || shownFor.current === token) return;
    shownFor.current = token;
    void showLanguage(language);
  }, [language, token]);
}

/** While a document loads, or why it cannot be shown (a dead link: one calm page). */
function Pending({ query, invalidBody }: { query: UseQueryResult; invalidBody?: string }) {
  if (query.isPending) return <ListSkeleton rows={3} height={140} />;
  const gone = query.error instanceof AppError && query.error.status === 404;
  return gone ? (
    <InvalidLink body={invalidBody} />
  ) : (
    <LoadError error={query.error} onRetry={() => void query.refetch()} />
  );
}

function PortalInvoice({ token }: { token: string }) {
  const query = useQuery(portalInvoiceQuery(token));
  useDocumentLanguage(query.data?.invoice.language, token);
  if (!query.isSuccess) return <Pending query={query} />;
  return <PortalInvoiceView token={token} data={query.data} />;
}

function PortalStatement({ token }: { token: string }) {
  const { t } = useTranslation('portal');
  const query = useQuery(portalStatementQuery(token));
  useDocumentLanguage(query.data?.language, token);
  if (!query.isSuccess) return <Pending query={query} invalidBody={t('statement.invalidBody')} />;
  return <PortalStatementView token={token} data={query.data} />;
}

/** The same page for an invoice's link and a statement's, each saying which it was. */
function InvalidLink({ body }: { body?: string }) {
  const { t } = useTranslation('portal');
  return <Message icon={IconLinkOff} title={t('invalid.title')} body={body ?? t('invalid.body')} />;
}

function Message({ icon: Glyph, title, body }: { icon: Icon; title: string; body: string }) {
  const { t } = useTranslation('portal');
  return (
    <Stack align="center" ta="center" gap="md" py={48} maw={520} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <Glyph size={34} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed">{body}</Text>
      <Button component={Link} to="/" variant="default">
        {t('about.home')}
      </Button>
    </Stack>
  );
}
