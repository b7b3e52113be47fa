/**
 * How to pay the business (an invoice, or what a statement says is owed): its bank accounts (each
 * number copied with one tap), its QRIS code, what to write with the transfer, and where to ask
 * (its phone or email, its address).
 */
import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BankAccount } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { portalImageUrl } from '../../../api/invoices.api';
import { CopyValue } from '../../../components/copy-value';

type Props = {
  business: { name: string; phone: string | null; email: string | null; address: string | null };
  accounts: BankAccount[];
  /** The QRIS image's address under the API, or null. */
  qris: string | null;
  /** The invoice number written with the transfer; a statement has none. */
  reference: string | null;
};

export function PayInfo({ business, accounts, qris, reference }: Props) {
  const { t } = useTranslation('portal');
  const contact = business.phone ?? business.email;
  const how = reference ? t('pay.how', { number: reference }) : t('pay.howStatement');
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
              ? how
              : t('pay.howNoAccounts', { business: business.name })}
          </Text>
          {contact && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t(reference ? 'pay.questions' : 'pay.questionsStatement', {
                business: business.name,
                contact,
              })}
            </Text>
          )}
          {business.address && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('pay.address', { business: business.name, address: business.address })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
