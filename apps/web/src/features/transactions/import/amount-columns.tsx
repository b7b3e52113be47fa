/** How the statement writes amounts (one signed column, debit/credit, amount + CR/DB) and where. */
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { StatementAmountMapping } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ColumnSelect } from './column-select';
import { switchAmountMode } from './mapping-columns';

type Props = {
  amount: StatementAmountMapping;
  onChange: (amount: StatementAmountMapping) => void;
  options: { value: string; label: string }[];
  /** The message for a field path such as "amount.debit_column", if it has a problem. */
  error: (path: string) => string | undefined;
};

const MODES = ['signed', 'debit_credit', 'amount_type'] as const;

export function AmountColumns({ amount, onChange, options, error }: Props) {
  const { t } = useTranslation('transactions');
  const field = (label: string, path: string, value: number, set: (column: number) => void) => (
    <ColumnSelect
      label={t(label)}
      options={options}
      value={value}
      onChange={(column) => set(column ?? 0)}
      error={error(path)}
    />
  );
  return (
    <Stack gap={6}>
      <Radio.Group
        label={t('import.mapping.amountMode')}
        value={amount.mode}
        onChange={(mode) =>
          onChange(switchAmountMode(amount, mode as StatementAmountMapping['mode']))
        }
      >
        <Group gap="md" mt={6}>
          {MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`import.mapping.modes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {amount.mode === 'signed' &&
          field('import.mapping.amount', 'amount.column', amount.column, (column) =>
            onChange({ ...amount, column }),
          )}
        {amount.mode === 'debit_credit' && (
          <>
            {field('import.mapping.debit', 'amount.debit_column', amount.debit_column, (column) =>
              onChange({ ...amount, debit_column: column }),
            )}
            {field(
              'import.mapping.credit',
              'amount.credit_column',
              amount.credit_column,
              (column) => onChange({ ...amount, credit_column: column }),
            )}
          </>
        )}
        {amount.mode === 'amount_type' && (
          <>
            {field('import.mapping.amount', 'amount.column', amount.column, (column) =>
              onChange({ ...amount, column }),
            )}
            {field('import.mapping.type', 'amount.type_column', amount.type_column, (column) =>
              onChange({ ...amount, type_column: column }),
            )}
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
