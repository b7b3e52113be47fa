/**
 * The lines of the editor and "add line". On a keyboard, Enter in a line's field does not send
 * the invoice: in the last line it adds the next one and puts the cursor in its description.
 */
import { Button, Input, Stack } from '@mantine/core';
import type { InvoiceMath } from '@usaha/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '../../components/icons';
import type { TaxChoice } from './invoice-editor-settings';
import { InvoiceFormLine } from './invoice-form-line';
import type { DraftActions } from './invoice-form-state';
import type { LineDraft } from './invoice-form-values';

type Props = {
  lines: LineDraft[];
  currency: string;
  taxes: TaxChoice[];
  math: InvoiceMath | null;
  errors: Record<string, string | undefined>;
  actions: DraftActions;
};

/** Puts the cursor in the description of the line `key` once it is on screen. */
function focusLine(key: string) {
  requestAnimationFrame(() => {
    const card = document.querySelector(`[data-line="${key}"]`);
    card?.querySelector<HTMLInputElement>('[data-line-start]')?.focus();
  });
}

export function InvoiceFormLines({ lines, currency, taxes, math, errors, actions }: Props) {
  const { t } = useTranslation('invoice-editor');
  const add = () => focusLine(actions.addLine());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // A list (product, tax) takes its own Enter.
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || target.closest('[aria-haspopup]')) {
      return;
    }
    event.preventDefault();
    const card = target.closest('[data-line]');
    if (card && card.getAttribute('data-line') === lines.at(-1)?.key) add();
  }

  return (
    <Input.Wrapper label={t('lines.title')} error={errors.lines} labelElement="div">
      <Stack gap="sm" mt={4} onKeyDown={onKeyDown}>
        {lines.map((line, index) => {
          const figures = math?.lines[index];
          return (
            <InvoiceFormLine
              key={line.key}
              line={line}
              index={index}
              count={lines.length}
              currency={currency}
              taxes={taxes}
              amount={figures ? figures.amount - figures.discount : null}
              errors={errors}
              actions={actions}
            />
          );
        })}
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
          {t('lines.add')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
