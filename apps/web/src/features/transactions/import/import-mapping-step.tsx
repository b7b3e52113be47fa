/** Step 2: which column holds what, how dates and numbers are written; then a new preview. */
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  STATEMENT_DATE_FORMATS,
  STATEMENT_DELIMITERS,
  STATEMENT_NUMBER_FORMATS,
  type StatementMapping,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { AmountColumns } from './amount-columns';
import { ColumnSelect } from './column-select';
import { columnOptions, type MappingProblem, mappingProblems } from './mapping-columns';
import { SampleTable } from './sample-table';
import type { ImportWizardState } from './use-import-wizard';

type Props = { wizard: ImportWizardState; mapping: StatementMapping };

const DELIMITER_KEYS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** Translation keys of the date formats (a key holds no `/` or space). */
export const DATE_FORMAT_KEYS = {
  'DD/MM/YYYY': 'dmySlash',
  'DD/MM/YY': 'dmyShortSlash',
  'DD/MM': 'dmNoYear',
  'YYYY-MM-DD': 'ymd',
  'MM/DD/YYYY': 'mdySlash',
  'DD-MM-YYYY': 'dmyDash',
  'DD-MM-YY': 'dmyShortDash',
  'DD MMM YYYY': 'dMonthY',
  'DD MMM YY': 'dMonthShortY',
} as const satisfies Record<StatementMapping['date_format'], string>;

export function ImportMappingStep({ wizard, mapping: initial }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const [draft, setDraft] = useState<StatementMapping>(initial);
  const [errors, setErrors] = useState<Record<string, MappingProblem>>({});
  const sample = wizard.preview?.sample ?? [];
  const options = columnOptions(sample, draft.header_line);
  const set = (patch: Partial<StatementMapping>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const error = (path: string) => {
    const kind = errors[path];
    if (!kind) return undefined;
    return kind === 'year' ? t('import.mapping.yearRequired') : t('import.mapping.columnTaken');
  };

  const column = (
    label: string,
    path: string,
    value: number | undefined,
    onChange: (column?: number) => void,
    optional = false,
  ) => (
    <ColumnSelect
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      optional={optional}
      error={error(path)}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = mappingProblems(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) wizard.loadPreview(draft);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('import.mapping.intro')}</Text>
        <SampleTable sample={sample} headerLine={draft.header_line} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <NumberInput
            label={t('import.mapping.headerLine')}
            description={t('import.mapping.headerLineHint')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.header_line}
            onChange={(value) => set({ header_line: Math.max(1, Number(value) || 1) })}
          />
          <Select
            label={t('import.mapping.delimiter')}
            data={STATEMENT_DELIMITERS.map((value) => ({
              value,
              label: t(`import.mapping.delimiters.${DELIMITER_KEYS[value]}`),
            }))}
            value={draft.delimiter}
            onChange={(value) =>
              value && set({ delimiter: value as StatementMapping['delimiter'] })
            }
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('import.mapping.numberFormat')}
            data={STATEMENT_NUMBER_FORMATS.map((value) => ({
              value,
              label: t(`import.mapping.numberFormats.${value}`),
            }))}
            value={draft.number_format}
            onChange={(value) =>
              value && set({ number_format: value as StatementMapping['number_format'] })
            }
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {column(t('import.mapping.date'), 'date_column', draft.date_column, (v) =>
            set({ date_column: v ?? 0 }),
          )}
          <Select
            label={t('import.mapping.dateFormat')}
            data={STATEMENT_DATE_FORMATS.map((value) => ({
              value,
              label: t(`import.mapping.dateFormats.${DATE_FORMAT_KEYS[value]}`),
            }))}
            value={draft.date_format}
            onChange={(value) =>
              value && set({ date_format: value as StatementMapping['date_format'] })
            }
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={t('import.mapping.year')}
            description={t('import.mapping.yearHint')}
            min={1900}
            max={2200}
            allowDecimal={false}
            value={draft.year ?? ''}
            onChange={(value) => set({ year: value === '' ? undefined : Number(value) })}
            error={error('year')}
          />
          {column(
            t('import.mapping.description'),
            'description_column',
            draft.description_column,
            (v) => set({ description_column: v ?? 0 }),
          )}
          {column(
            t('import.mapping.reference'),
            'reference_column',
            draft.reference_column,
            (v) => set({ reference_column: v }),
            true,
          )}
          {column(
            t('import.mapping.balance'),
            'balance_column',
            draft.balance_column,
            (v) => set({ balance_column: v }),
            true,
          )}
        </SimpleGrid>
        <AmountColumns
          amount={draft.amount}
          onChange={(amount) => set({ amount })}
          options={options}
          error={error}
        />
        {wizard.previewing.error && <ErrorAlert error={wizard.previewing.error} />}
        <Group justify="space-between">
          <Button variant="default" onClick={() => wizard.setStep('file')}>
            {t('import.back')}
          </Button>
          <Button type="submit" loading={wizard.previewing.isPending}>
            {t('import.mapping.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
