/**
 * A new record's cash: whether it moves now (out of a book when lending cash, into one when
 * borrowing) and through which book, the obvious one chosen when it is turned on.
 */
import { Alert, Anchor, Select, Stack, Switch } from '@mantine/core';
import type { Cashbook, DebtKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusiness } from '../../../lib/business';

type Cash = { cash: boolean; cashbook_id: string | null };

type Props = Cash & {
  kind: DebtKind;
  books: Cashbook[];
  /** The books have been read (none means none, not "not yet"). */
  loaded: boolean;
  error: string | undefined;
  onChange: (cash: Cash) => void;
};

export function NewDebtCash({ kind, cash, cashbook_id, books, loaded, error, onChange }: Props) {
  const { t } = useTranslation('debtcredit');
  const business = useBusiness();

  function turn(on: boolean) {
    // The obvious book: the first open one in the business's currency, else the first one.
    const first = books.find((each) => each.currency === business.currency) ?? books[0] ?? null;
    onChange({ cash: on, cashbook_id: cashbook_id ?? first?.id ?? null });
  }

  return (
    <Stack gap="sm">
      <Switch
        label={t(`form.cash.${kind}`)}
        description={t(`form.cashHint.${kind}`)}
        checked={cash}
        onChange={(event) => turn(event.currentTarget.checked)}
      />
      {cash && loaded && books.length === 0 && (
        <Alert variant="light" color="yellow">
          {t('form.noBook')}{' '}
          <Anchor component={Link} to="/apps/cashbook" size="sm">
            {t('payment.openCashbooks')}
          </Anchor>
        </Alert>
      )}
      {cash && books.length > 0 && (
        <Select
          label={t('form.cashbook')}
          required
          data={books.map((each) => ({
            value: each.id,
            label:
              each.currency === business.currency ? each.name : `${each.name} (${each.currency})`,
          }))}
          value={cashbook_id}
          onChange={(id) => onChange({ cash, cashbook_id: id })}
          allowDeselect={false}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
