/**
 * One line of the editor, a card (stacked on a phone, a dense grid on a wide screen): a product
 * that fills the line, or free text; quantity, unit, unit price, discount and tax; its amount;
 * and the buttons that move or remove it.
 */
import { ActionIcon, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { IconArrowDown, IconArrowUp, IconTrash } from '../../components/icons';
import { MoneyText } from '../../components/money-text';
import { ProductPicker } from '../products/product-picker';
import { SaveLineAsProduct } from '../products/save-line-as-product';
import type { TaxChoice } from './invoice-editor-settings';
import { InvoiceFormDiscount } from './invoice-form-discount';
import type { DraftActions } from './invoice-form-state';
import { InvoiceFormTax } from './invoice-form-tax';
import { type LineDraft, lineFromProduct } from './invoice-form-values';

type Props = {
  line: LineDraft;
  index: number;
  count: number;
  currency: string;
  taxes: TaxChoice[];
  /** The line's amount after its own discount, as the totals computed it. */
  amount: number | null;
  errors: Record<string, string | undefined>;
  actions: DraftActions;
};

export function InvoiceFormLine({
  line,
  index,
  count,
  currency,
  taxes,
  amount,
  errors,
  actions,
}: Props) {
  const { t } = useTranslation('invoice-editor');
  const number = index + 1;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const change = (value: Parameters<DraftActions['changeLine']>[1]) =>
    actions.changeLine(line.key, value);
  // A product made from this line starts with its figures.
  const seed = { price: line.unit_price, unit: line.unit.trim(), tax_rate: line.tax.rate };
  const description = line.description.trim();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="invoice-line" data-line={line.key}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('line.title', { number })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('line.moveUp', { number })}
            disabled={index === 0}
            onClick={() => actions.moveLine(line.key, -1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('line.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => actions.moveLine(line.key, 1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('line.remove', { number })}
            disabled={count === 1}
            onClick={() => actions.removeLine(line.key)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ProductPicker
          label={t('line.product')}
          value={line.product_id}
          seed={seed}
          onChange={(product) =>
            change((current) =>
              product ? lineFromProduct(current, product, taxes) : { ...current, product_id: null },
            )
          }
        />
        <TextInput
          label={t('line.description')}
          required
          maxLength={500}
          autoComplete="off"
          data-line-start
          value={line.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          error={error('description')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" mt="sm">
        <TextInput
          label={t('line.quantity')}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={line.quantity}
          onChange={(event) => change({ quantity: event.currentTarget.value })}
          error={error('quantity')}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
        />
        <TextInput
          label={t('line.unit')}
          maxLength={20}
          autoComplete="off"
          placeholder="pcs"
          value={line.unit}
          onChange={(event) => change({ unit: event.currentTarget.value })}
          error={error('unit')}
        />
        <AmountInput
          label={t('line.unitPrice')}
          required
          currency={currency}
          value={line.unit_price}
          onChange={(unit_price) => change({ unit_price })}
          error={error('unit_price')}
        />
        <InvoiceFormDiscount
          label={t('line.discount')}
          currency={currency}
          value={line.discount}
          onChange={(discount) => change({ discount })}
          error={error('discount')}
        />
        <InvoiceFormTax
          label={t('line.tax')}
          taxes={taxes}
          value={line.tax}
          onChange={(tax) => change({ tax })}
          error={error('tax_rate') ?? error('tax_base')}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="xs" gap="xs">
        <div>
          {!line.product_id && description && (
            <SaveLineAsProduct
              seed={{ ...seed, name: description }}
              number={number}
              onSaved={(product) => change({ product_id: product.id })}
            />
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('line.amount')}
          </Text>
          <MoneyText amount={amount ?? 0} currency={currency} fw={600} data-testid="line-amount" />
        </Group>
      </Group>
    </Card>
  );
}
