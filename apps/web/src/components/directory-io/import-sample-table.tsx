/** The first rows as they would be saved, in the columns the file has. */
import { Table } from '@mantine/core';
import type { DirectoryImportPreview } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useBusiness } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import { ScrollRegion } from '../scroll-region';
import type { ImportKind } from './import-kind';
import { fieldLabel } from './issue-text';
import { sampleValue } from './sample-values';

type Props = { preview: DirectoryImportPreview; kind: ImportKind };

export function ImportSampleTable({ preview, kind }: Props) {
  const { t } = useTranslation('directory');
  const locale = useMoneyLocale();
  const { currency } = useBusiness();
  const fields = preview.columns.filter((field): field is string => field !== null);
  const context = { t, locale, currency, values: kind.words.values };
  return (
    <ScrollRegion label={t('import.sample.label')} minWidth={Math.max(320, fields.length * 130)}>
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        verticalSpacing={4}
        aria-label={t('import.sample.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('import.issues.line')}</Table.Th>
            {fields.map((field) => (
              <Table.Th key={field}>{fieldLabel(t, field, kind.words.fields)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.sample.map((row) => (
            <Table.Tr key={String(row.line)} data-testid="import-sample-row">
              <Table.Td>{String(row.line)}</Table.Td>
              {fields.map((field) => (
                <Table.Td key={field} style={{ whiteSpace: 'nowrap' }}>
                  {sampleValue(field, row[field], context)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
