/**
 * The customer's page (/portal?token=…, SPEC.md): the invoice a business shared, how to pay it and
 * its PDF, with no login and no app around it, in the invoice's language until the visitor picks
 * another. Without a token it says what the portal is; a link that is unknown, revoked or void
 * gets one calm page, whatever the reason (the server answers them all alike).
 */
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconFileInvoice, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AppError, portalTokenParamsSchema } from '@usaha/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { portalInvoiceQuery } from '../../api/invoices.queries';
import { BarePage } from '../../components/bare-page';
import { QueryProvider } from '../../components/query-provider';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { showLanguage } from '../../lib/i18n';
import { PortalInvoiceView } from './components/portal-invoice-view';

export function PortalPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  let content: React.ReactNode;
  if (!token)
    content = <Message icon={IconFileInvoice} title={t('about.title')} body={t('about.body')} />;
  else if (!portalTokenParamsSchema.safeParse({ token }).success) content = <InvalidLink />;
  else content = <PortalInvoice token={token} />;
  // No layout above this page mounts the query cache (query-provider.tsx): it does.
  return (
    <QueryProvider>
      <BarePage>
        <title>{t('metaTitle')}</title>
        {/* A customer's invoice is nobody's search result, and its link leaves with no one. */}
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        {content}
      </BarePage>
    </QueryProvider>
  );
}

function PortalInvoice({ token }: { token: string }) {
  const query = useQuery(portalInvoiceQuery(token));
  const shownFor = useRef<string | null>(null);
  const language = query.data?.invoice.language;
  useEffect(() => {
    // Once per link: after that the visitor's own choice stands.
    if (!language || shownFor.current === token) return;
    shownFor.current = token;
    void showLanguage(language);
  }, [language, token]);

  if (query.isPending) return <ListSkeleton rows={3} height={140} />;
  if (query.isError) {
    const gone = query.error instanceof AppError && query.error.status === 404;
    return gone ? (
      <InvalidLink />
    ) : (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <PortalInvoiceView token={token} data={query.data} />;
}

function InvalidLink() {
  const { t } = useTranslation('portal');
  return <Message icon={IconLinkOff} title={t('invalid.title')} body={t('invalid.body')} />;
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
