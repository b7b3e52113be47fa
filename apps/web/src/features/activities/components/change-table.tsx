/** Field, before, after: the changed values highlighted, JSON values indented. */
import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusiness } from '../../../lib/business';
import { diffFields, type FieldChange, WHOLE_VALUE } from '../activity-diff';
import { type FieldValue, recordCurrency, useFieldText } from '../activity-fields';
import classes from './activity-row.module.css';

function Value({ shown }: { shown: FieldValue }) {
  const { t } = useTranslation('activities');
  if (!shown) {
    return (
      <Text size="xs" c="dimmed">
        {t('detail.empty')}
      </Text>
    );
  }
  return shown.block ? (
    <Code block className={classes.value}>
      {shown.text}
    </Code>
  ) : (
    <Text size="sm" className={classes.value}>
      {shown.text}
    </Text>
  );
}

function Row({ change, currency }: { change: FieldChange; currency: string }) {
  const { t } = useTranslation('activities');
  const fields = useFieldText();
  const cell = change.changed ? classes.changed : undefined;
  const label = change.field === WHOLE_VALUE ? t('detail.wholeValue') : fields.label(change.field);
  return (
    <Table.Tr data-changed={change.changed || undefined}>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          {label === null ? (
            <Code className={classes.sentence}>{change.field}</Code>
          ) : (
            <Text size="sm" fw={500} title={change.field} className={classes.sentence}>
              {label}
            </Text>
          )}
          {change.changed && (
            <Badge size="xs" color="yellow" variant="filled" autoContrast>
              {t('detail.changedBadge')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td className={cell}>
        <Value shown={fields.value(change.field, change.before, currency)} />
      </Table.Td>
      <Table.Td className={cell}>
        <Value shown={fields.value(change.field, change.after, currency)} />
      </Table.Td>
    </Table.Tr>
  );
}

export function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('activities');
  const [showAll, setShowAll] = useState(false);
  const currency = recordCurrency(after ?? before, useBusiness().currency);
  const changes = diffFields(before, after);
  const unchanged = changes.filter((change) => !change.changed).length;
  const shown = showAll ? changes : changes.filter((change) => change.changed);

  if (before == null && after == null) {
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noData')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noChanges')}
        </Text>
      ) : (
        // Fixed columns whose values wrap, so a phone never scrolls the table sideways.
        <Table verticalSpacing="xs" layout="fixed" withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{t('detail.field')}</Table.Th>
              <Table.Th>{t('detail.before')}</Table.Th>
              <Table.Th>{t('detail.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((change) => (
              <Row key={change.field} change={change} currency={currency} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {unchanged > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('detail.hideUnchanged') : t('detail.showUnchanged', { count: unchanged })}
        </Button>
      )}
    </Stack>
  );
}
