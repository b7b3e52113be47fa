/** What an entry is: amount and direction up top, then book, category, date, text and origin. */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import type { EntryDetail } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContact } from '../../../api/contacts.queries';
import { CategoryLabel, isTransferMove, type Lookup } from '../../../components/entry-parts';
import { Fact } from '../../../components/fact';
import { MoneyText } from '../../../components/money-text';
import { formatBusinessDate } from '../../../lib/business';
import { formatTimestamp } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { DOCUMENT_WORDS, entryDocument } from './entry-document';

function ContactFact({ id }: { id: string }) {
  const { t } = useTranslation('transactions');
  const contact = useContact(id);
  return (
    <Fact label={t('detail.contact')}>
      <Anchor component={Link} to={`/apps/contacts/form/${id}`} size="sm">
        {contact.data?.name ?? '…'}
      </Anchor>
    </Fact>
  );
}

export function EntryFacts({
  entry,
  lookup,
  timeZone,
}: {
  entry: EntryDetail;
  lookup: Lookup;
  timeZone: string;
}) {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  const book = lookup.books.get(entry.cashbook_id);
  const transfer = isTransferMove(entry);
  const origin = entryDocument(entry);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Badge
            variant="light"
            color={transfer ? 'gray' : entry.direction === 'in' ? 'teal' : 'red'}
            size="lg"
          >
            {transfer ? t('entry.transfer') : t(`direction.${entry.direction}`)}
          </Badge>
          <MoneyText
            amount={entry.amount}
            currency={entry.currency}
            direction={entry.direction}
            signed
            colored={!transfer}
            fw={700}
            fz={{ base: 26, sm: 32 }}
            ta="right"
            data-testid="entry-amount"
          />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Fact label={t('detail.cashbook')}>
            {book ? (
              <Anchor component={Link} to={`/apps/cashbook/${book.id}`} size="sm">
                {book.name}
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('detail.category')}>
            <CategoryLabel entry={entry} lookup={lookup} />
          </Fact>
          {entry.contact_id && <ContactFact id={entry.contact_id} />}
          <Fact label={t('detail.date')}>{formatBusinessDate(entry.date, locale, 'long')}</Fact>
          <Fact label={t('detail.reference')}>{entry.reference || '—'}</Fact>
          <Fact label={t('detail.description')} wide>
            {entry.description || t('entry.noDescription')}
          </Fact>
          <Fact label={t('detail.source')}>
            {origin ? (
              <Anchor component={Link} to={origin.to} size="sm">
                {t(DOCUMENT_WORDS[origin.kind].open)}
              </Anchor>
            ) : (
              t(`source.${entry.source}`)
            )}
          </Fact>
          <Fact label={t('detail.recordedBy')}>
            {t('detail.recordedAt', {
              name: entry.created_by_name ?? t('detail.unknownUser'),
              time: formatTimestamp(entry.created_at, locale, timeZone),
            })}
          </Fact>
          {entry.version > 1 && (
            <Fact label={t('detail.updated')}>
              {t('detail.updatedAt', {
                time: formatTimestamp(entry.updated_at, locale, timeZone),
                version: entry.version,
              })}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
