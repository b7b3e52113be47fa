import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useCan } from '../../lib/business';
import { CashCard } from './cash-card';
import { GettingStarted } from './getting-started';
import { PayablesCard } from './payables-card';
import { ReceivablesCard } from './receivables-card';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation('apps');
  const { user } = useAuth();
  const canSeeInvoices = useCan('invoice.view');
  const canSeeDebts = useCan('debt.view');
  const canSeeBooks = useCan('cashbook.view');
  // The balance answers what is owed either way to those who may see invoices and debts.
  const canSeeOwed = canSeeInvoices && canSeeDebts && canSeeBooks;
  if (!user) return null;
  const business = user.business;
  const since = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'id-ID', {
    dateStyle: 'long',
  }).format(new Date(user.created_at));

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dashboard.welcome', { name: user.full_name || user.username })}
        </Title>
        <Text c="dimmed">
          {business ? t('dashboard.intro', { business: business.name }) : t('dashboard.noBusiness')}
        </Text>
      </Stack>
      {business && (
        <SimpleGrid cols={canSeeOwed ? { base: 1, sm: 2, md: 3 } : 1} spacing="md">
          <CashCard currency={business.currency} />
          {canSeeOwed && <ReceivablesCard currency={business.currency} />}
          {canSeeOwed && <PayablesCard currency={business.currency} />}
        </SimpleGrid>
      )}
      <GettingStarted user={user} />
      {business && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="lg">
                {business.name}
              </Title>
              <Badge variant="light">{t(`roles.${business.role}`)}</Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label={t('dashboard.currency')} value={business.currency} />
              <Fact label={t('dashboard.timezone')} value={business.timezone} />
              <Fact label={t('dashboard.username')} value={user.username} />
              <Fact label={t('dashboard.memberSince')} value={since} />
            </SimpleGrid>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
