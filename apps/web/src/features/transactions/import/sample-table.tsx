/** The file's first lines as the server split them, with column numbers, to map columns by eye. */
import { Table, Text } from '@mantine/core';
import type { ImportPreview } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';

type Props = { sample: ImportPreview['sample']; headerLine: number };

export function SampleTable({ sample, headerLine }: Props) {
  const { t } = useTranslation('transactions');
  const width = Math.max(0, ...sample.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, index) => index);
  return (
    <ScrollRegion label={t('import.mapping.sample')} minWidth={Math.max(320, 90 + width * 120)}>
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        verticalSpacing={4}
        horizontalSpacing={6}
        aria-label={t('import.mapping.sample')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('import.mapping.line')}</Table.Th>
            {columns.map((index) => (
              <Table.Th key={index}>{t('import.mapping.column', { number: index + 1 })}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sample.map((row) => {
            const header = row.line === headerLine;
            return (
              <Table.Tr
                key={row.line}
                bg={header ? 'var(--mantine-primary-color-light)' : undefined}
                aria-current={header ? 'true' : undefined}
              >
                <Table.Td>
                  <Text span fz="xs" fw={header ? 700 : 400}>
                    {row.line}
                  </Text>
                </Table.Td>
                {columns.map((index) => (
                  <Table.Td key={index} fw={header ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                    {row.cells[index] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
