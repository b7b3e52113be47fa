/**
 * How to pay the invoice: the business's bank accounts (each number copied with one tap), its
 * QRIS code, and what to write with the transfer.
 */
import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PortalInvoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { portalImageUrl } from '../../../api/invoices.api';
import { CopyValue } from '../../../components/copy-value';

export function PayInfo({ data }: { data: PortalInvoice }) {
  const { t } = useTranslation('portal');
  const { bank_accounts: accounts, qris_url: qris, invoice, business } = data;
  const contact = business.phone ?? business.email;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="pay-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="pay-title">
          {t('pay.title')}
        </Title>
        {(accounts.length > 0 || qris) && (
          <SimpleGrid cols={{ base: 1, sm: qris && accounts.length > 0 ? 2 : 1 }} spacing="lg">
            {accounts.length > 0 && (
              <Stack gap="sm">
                {accounts.map((account) => (
                  <Stack
                    key={`${account.bank_name}-${account.account_number}`}
                    gap={2}
                    data-testid="bank-account"
                  >
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {account.bank_name}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={700} fz="lg" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {account.account_number}
                      </Text>
                      <CopyValue
                        value={account.account_number.replace(/[\s.-]/g, '')}
                        label={t('pay.copyNumber', { bank: account.bank_name })}
                      />
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('pay.accountName', { name: account.account_name })}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            )}
            {qris && (
              <Stack gap="xs" align="center">
                <Image
                  src={portalImageUrl(qris)}
                  alt={t('pay.qrisAlt', { business: business.name })}
                  w={220}
                  h={220}
                  fit="contain"
                  radius="md"
                  bg="white"
                  p={8}
                />
                <Text size="sm" c="dimmed" ta="center">
                  {t('pay.qrisHint')}
                </Text>
              </Stack>
            )}
          </SimpleGrid>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('pay.howTitle')}
          </Text>
          <Text size="sm">
            {accounts.length > 0 || qris
              ? t('pay.how', { number: invoice.number })
              : t('pay.howNoAccounts', { business: business.name })}
          </Text>
          {contact && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('pay.questions', { business: business.name, contact })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
