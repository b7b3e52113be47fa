/**
 * The sheet that makes a product from an invoice line, as the customer picker makes a customer:
 * its name, sale price and unit, prefilled from what was typed and the line (its tax rate goes
 * with it); no SKU (a warung has none). Saved once (lib/use-save.ts) while the sheet waits, then
 * handed to the line.
 */
import { Group, Modal, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createProductBodySchema, type Product } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProduct } from '../../api/products.api';
import { productChanged } from '../../api/products.queries';
import { AmountInput } from '../../components/amount-input';
import { FormActions } from '../../components/form-actions';
import { InnerSheetForm, SheetNameField } from '../../components/inner-sheet-form';
import { OWN_ESCAPE } from '../../components/own-escape';
import { useBusiness } from '../../lib/business';
import { basisPointsToPercent } from '../../lib/decimal-text';
import { serverFieldErrors } from '../../lib/error-message';
import { useMoneyLocale } from '../../lib/locale';
import { useSave } from '../../lib/use-save';
import { validateFields } from '../../lib/validate';

/** What the line gives the new product. */
export type ProductSeed = { name: string; price: number | null; unit: string; tax_rate: number };
type Body = { name: string; price: number | null; unit: string; tax_rate: number };

type Props = {
  /** What to start from; null: the sheet is closed. */
  seed: ProductSeed | null;
  onSaved: (product: Product) => void;
  onClose: () => void;
};

export function NewProductSheet({ seed, onSaved, onClose }: Props) {
  const { t } = useTranslation('products');
  return (
    <Modal
      opened={seed !== null}
      onClose={onClose}
      title={t('sheet.title')}
      closeButtonProps={{ 'aria-label': t('common:close'), ...OWN_ESCAPE }}
    >
      {/* Mounted while open, so each opening starts from its line. */}
      {seed && <NewProductForm seed={seed} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

type FormProps = { seed: ProductSeed; onSaved: Props['onSaved']; onCancel: () => void };

function NewProductForm({ seed, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation(['products', 'common', 'errors']);
  const client = useQueryClient();
  const { currency } = useBusiness();
  const locale = useMoneyLocale();
  const [name, setName] = useState(seed.name);
  const [price, setPrice] = useState(seed.price);
  const [unit, setUnit] = useState(seed.unit || 'pcs');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave({
    send: (body: Body, key: string) => createProduct({ ...body, price: body.price ?? 0 }, key),
    onSuccess: async (saved: Product) => {
      await productChanged(client, { saved });
      onSaved(saved);
    },
    onError: (error) => setErrors(serverFieldErrors(t, error, 'products:invalid')),
  });

  function onSubmit() {
    const body: Body = { name: name.trim(), price, unit: unit.trim(), tax_rate: seed.tax_rate };
    const invalid = validateFields(createProductBodySchema, body, t, (field) => `invalid.${field}`);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(body);
  }

  return (
    <InnerSheetForm onSubmit={onSubmit} onCancel={onCancel}>
      <SheetNameField
        label={t('form.name')}
        maxLength={160}
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <Group grow align="flex-start" gap="sm">
        <AmountInput
          label={t('form.price')}
          required
          currency={currency}
          value={price}
          onChange={setPrice}
          error={errors.price}
          {...OWN_ESCAPE}
        />
        <TextInput
          label={t('form.unit')}
          maxLength={20}
          autoComplete="off"
          value={unit}
          onChange={(event) => setUnit(event.currentTarget.value)}
          error={errors.unit}
          {...OWN_ESCAPE}
        />
      </Group>
      {seed.tax_rate > 0 && (
        <Text size="sm" c="dimmed">
          {t('sheet.tax', { rate: basisPointsToPercent(seed.tax_rate, locale) })}
        </Text>
      )}
      <FormActions
        save={save}
        errors={errors}
        saveLabel={t('form.create')}
        onCancel={onCancel}
        buttonProps={OWN_ESCAPE}
      />
    </InnerSheetForm>
  );
}
