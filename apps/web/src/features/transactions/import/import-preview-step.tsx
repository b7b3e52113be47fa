/**
 * Step 3: what the import would do. Duplicates of earlier imports are skipped unless ticked;
 * lines that could not be read are listed with their numbers; the statement's balances are
 * shown with whether every running balance agreed with the rows; each row can be given a
 * category, its suggestion accepted, or saved as a rule.
 */
import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ImportPreview } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../api/categories.queries';
import { ErrorAlert } from '../../../components/error-alert';
import { IconAlertTriangle, IconCircleCheck } from '../../../components/icons';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { formatBusinessDate, useCan } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { CategoryBar } from './category-bar';
import { PreviewRows } from './preview-rows';
import { RowCategory } from './row-category';
import { useRuleFromRow } from './rule-from-row';
import { type ImportWizardState, rowsToImport } from './use-import-wizard';

type Props = { wizard: ImportWizardState; preview: ImportPreview };

/** Whether the book, once the rows are in, ends where the statement ends — and if not, by how much. */
function BookCheck({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('transactions');
  const format = useFormatMoney();
  const locale = useMoneyLocale();
  const check = preview.book_check;
  if (!check || preview.closing_balance === null) return null;
  const values = {
    date: formatBusinessDate(check.date, locale),
    book: format(check.balance_after, preview.currency),
    closing: format(preview.closing_balance, preview.currency),
    amount: format(Math.abs(check.difference), preview.currency),
  };
  const agrees = check.difference === 0;
  return (
    <Alert
      color={agrees ? 'teal' : 'yellow'}
      variant="light"
      icon={agrees ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      role="status"
      data-testid="book-check"
      data-agrees={agrees}
    >
      {agrees
        ? t('import.preview.bookAgrees', values)
        : t(check.difference > 0 ? 'import.preview.bookAbove' : 'import.preview.bookBelow', values)}
    </Alert>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function ImportPreviewStep({ wizard, preview }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const { currency, totals } = preview;
  const count = rowsToImport(preview, wizard.included);
  const locale = useMoneyLocale();
  const canSaveRules = useCan('category.manage');
  const categories = useQuery(categoriesQuery()).data ?? [];
  const usable = new Set(categories.map((category) => category.id));
  const rule = useRuleFromRow(preview.rows, categories, wizard.categories);
  const balance = (amount: number | null, testId: string) =>
    amount === null ? (
      <Text data-testid={testId}>—</Text>
    ) : (
      <MoneyText amount={amount} currency={currency} fw={600} data-testid={testId} />
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('import.preview.rows')}>
          <Text fw={600} data-testid="preview-count">
            {totals.count}
          </Text>
        </Fact>
        <Fact label={t('import.preview.duplicates')}>
          <Text fw={600} data-testid="preview-duplicates">
            {totals.duplicates}
          </Text>
        </Fact>
        <Fact label={t('totals.in')}>
          <MoneyText amount={totals.in} currency={currency} direction="in" colored fw={600} />
        </Fact>
        <Fact label={t('totals.out')}>
          <MoneyText amount={totals.out} currency={currency} direction="out" colored fw={600} />
        </Fact>
        <Fact label={t('import.preview.opening')}>
          {balance(preview.opening_balance, 'preview-opening')}
        </Fact>
        <Fact label={t('import.preview.closing')}>
          {balance(preview.closing_balance, 'preview-closing')}
        </Fact>
      </SimpleGrid>
      {preview.balance_verified ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          role="status"
          data-testid="balance-verified"
        >
          {t('import.preview.verified')}
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
          {preview.closing_balance === null
            ? t('import.preview.noBalance')
            : t('import.preview.notVerified')}
        </Alert>
      )}
      <BookCheck preview={preview} />
      {totals.future > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="future-note"
        >
          {t('import.preview.futureNote', {
            count: totals.future,
            today: formatBusinessDate(preview.today, locale),
          })}
        </Alert>
      )}
      {totals.duplicates > 0 && (
        <Text size="sm" data-testid="duplicates-note">
          {t('import.preview.duplicatesNote', { count: totals.duplicates })}
        </Text>
      )}
      {preview.issues.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title={t('import.preview.issues', { count: preview.issues.length })}
          icon={<IconAlertTriangle size={18} />}
        >
          <List size="sm" spacing={2}>
            {preview.issues.map((issue) => (
              <List.Item key={`${issue.line}-${issue.code}`}>
                {t('import.preview.issueLine', {
                  line: issue.line,
                  message: t(`import.preview.issueCodes.${issue.code}`, {
                    value: issue.value ?? '',
                  }),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {rule.element}
      <CategoryBar
        rows={preview.rows}
        included={wizard.included}
        categories={wizard.categories}
        usable={usable}
      />
      <PreviewRows
        rows={preview.rows}
        currency={currency}
        included={wizard.included}
        onToggle={wizard.toggleDuplicate}
        category={(row) => {
          const chosen = wizard.categories.chosen.get(row.line) ?? null;
          const kind = row.direction === 'in' ? 'income' : 'expense';
          return (
            <RowCategory
              row={row}
              categories={categories.filter((category) => category.kind === kind)}
              chosen={chosen}
              suggestion={wizard.categories.suggestionOf(row)}
              onChoose={(id) => wizard.categories.choose(row.line, id)}
              onSaveRule={canSaveRules && chosen ? () => rule.open(row, chosen) : undefined}
            />
          );
        }}
      />
      {wizard.committing.error && <ErrorAlert error={wizard.committing.error} />}
      <Group justify="space-between">
        <Button variant="default" onClick={() => wizard.setStep('mapping')}>
          {t('import.preview.changeColumns')}
        </Button>
        <Button
          onClick={wizard.commit}
          loading={wizard.committing.isPending}
          disabled={count === 0}
        >
          {t('import.preview.commit', { count })}
        </Button>
      </Group>
    </Stack>
  );
}
