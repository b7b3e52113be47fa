/** Field, before, after: the changed values highlighted, JSON values indented. */
import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffFields, type FieldChange, formatValue, WHOLE_VALUE } from '../activity-diff';
import classes from './activity-row.module.css';

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('activities');
  const shown = formatValue(value);
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

function Row({ change }: { change: FieldChange }) {
  const { t } = useTranslation('activities');
  const cell = change.changed ? classes.changed : undefined;
  return (
    <Table.Tr data-changed={change.changed || undefined}>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Code>{change.field === WHOLE_VALUE ? t('detail.wholeValue') : change.field}</Code>
          {change.changed && (
            <Badge size="xs" color="yellow" variant="light">
              {t('detail.changedBadge')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td className={cell}>
        <Value value={change.before} />
      </Table.Td>
      <Table.Td className={cell}>
        <Value value={change.after} />
      </Table.Td>
    </Table.Tr>
  );
}

export function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('activities');
  const [showAll, setShowAll] = useState(false);
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
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="26%">{t('detail.field')}</Table.Th>
                <Table.Th>{t('detail.before')}</Table.Th>
                <Table.Th>{t('detail.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((change) => (
                <Row key={change.field} change={change} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {unchanged > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('detail.hideUnchanged') : t('detail.showUnchanged', { count: unchanged })}
        </Button>
      )}
    </Stack>
  );
}
