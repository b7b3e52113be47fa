/** Every field of a product, for a new one and for an edit (with its version). */
import { Autocomplete, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type CreateProductInput,
  createProductBodySchema,
  type Product,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProduct, updateProduct } from '../../../api/products.api';
import { productChanged, productKeys } from '../../../api/products.queries';
import { AmountInput } from '../../../components/amount-input';
import { HINT_BELOW } from '../../../components/form-layout';
import { RecordForm, useRecordSave } from '../../../components/record-save';
import { useBusiness } from '../../../lib/business';
import { serverFieldErrors } from '../../../lib/error-message';
import { useMoneyLocale } from '../../../lib/locale';
import { useFormFields } from '../../../lib/use-form-fields';
import { validateFields } from '../../../lib/validate';
import { productBody, productFormText } from '../product-form-values';
import { ProductMargin } from './product-margin';

const UNITS = ['pcs', 'kg', 'gram', 'liter', 'meter', 'pak', 'dus', 'lusin', 'botol', 'jam'];

type Props = {
  product: Product | null;
  onSaved: (saved: Product) => void;
  disabled?: boolean;
};

export function ProductForm({ product, onSaved, disabled = false }: Props) {
  const { t } = useTranslation(['products', 'errors']);
  const client = useQueryClient();
  const locale = useMoneyLocale();
  const business = useBusiness();
  const currency = product?.currency ?? business.currency;
  const { values, setValues, errors, setErrors, field } = useFormFields(
    productFormText(product, locale),
  );
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState<number | null>(product?.price ?? null);
  const [cost, setCost] = useState<number | null>(product?.cost ?? null);
  const [active, setActive] = useState(product?.active ?? true);

  const save = useRecordSave({
    send: (body: CreateProductInput, key: string) =>
      product
        ? updateProduct(product.id, { ...body, version: product.version })
        : createProduct(body, key),
    changed: (saved: Product) => productChanged(client, { saved }),
    onSaved,
    onError: (error, body) => {
      const onFields = serverFieldErrors(t, error, 'products:invalid');
      // Another product has this SKU (409): say so on the SKU field.
      if (error instanceof AppError && error.status === 409 && error.errors?.sku) {
        onFields.sku = t('invalid.skuTaken', { sku: body.sku });
      }
      setErrors(onFields);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = productBody(values, { description, price, cost, active });
    const invalid = validateFields(createProductBodySchema, body, t, (name) => `invalid.${name}`);
    if (body.tax_rate === null) invalid.tax_rate = t('invalid.tax_rate');
    if (body.stock_quantity === undefined) invalid.stock_quantity = t('invalid.stock_quantity');
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(body as CreateProductInput);
  }

  return (
    <RecordForm
      onSubmit={onSubmit}
      disabled={disabled}
      save={save}
      conflictText={t('form.conflict')}
      record={product ? productKeys.one(product.id) : null}
      end={{ errors, saveLabel: product ? t('common:saveChanges') : t('form.create') }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('form.name')}
          required
          maxLength={160}
          autoComplete="off"
          data-autofocus
          {...field('name')}
        />
        <TextInput
          label={t('form.sku')}
          inputWrapperOrder={HINT_BELOW}
          description={t('form.skuHint')}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          {...field('sku')}
        />
      </SimpleGrid>
      <Textarea
        label={t('form.description')}
        rows={2}
        maxLength={2000}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={errors.description}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AmountInput
          label={t('form.price')}
          required
          currency={currency}
          value={price}
          onChange={setPrice}
          error={errors.price}
        />
        <AmountInput
          label={t('form.cost')}
          inputWrapperOrder={HINT_BELOW}
          description={t('form.costHint')}
          currency={currency}
          value={cost}
          onChange={setCost}
          error={errors.cost}
        />
      </SimpleGrid>
      <ProductMargin price={price} cost={cost} currency={currency} unit={values.unit} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Autocomplete
          label={t('form.unit')}
          data={UNITS}
          maxLength={20}
          value={values.unit}
          onChange={(unit) => setValues((current) => ({ ...current, unit }))}
          error={errors.unit}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('form.taxRate')}
          inputMode="decimal"
          autoComplete="off"
          rightSection="%"
          {...field('tax_rate')}
        />
        <TextInput
          label={t('form.stock')}
          placeholder={t('form.stockPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          {...field('stock_quantity')}
        />
      </SimpleGrid>
      <Switch
        label={t('form.active')}
        description={t('form.activeHint')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </RecordForm>
  );
}
