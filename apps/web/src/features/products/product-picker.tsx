/**
 * Picks one product for an invoice line: it asks the server for the best 20 active matches of
 * what is typed (`products/search/`), so no form loads every product, and hands the whole product
 * to the form, which copies its name, unit, price and tax rate.
 */
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productQuery, productSearchQuery } from '../../api/products.queries';
import { useFormatMoney } from '../../components/money-text';

const SEARCH_DELAY_MS = 250;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> & {
  value: string | null;
  /** The product chosen, or null when the choice is cleared. */
  onChange: (product: Product | null) => void;
};

export function ProductPicker({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation('products');
  const formatMoney = useFormatMoney();
  const label = (product: Product) =>
    [product.name, product.sku, formatMoney(product.price, product.currency)]
      .filter(Boolean)
      .join(' · ');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // The product picked here is known whole: no need to ask for it again.
  const [picked, setPicked] = useState<Product | null>(null);
  const known = picked?.id === value ? picked : null;
  // Once chosen, the field shows the product's label: that is no search.
  const typed = known && search === label(known) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // Nothing is asked until the list is opened: an invoice of 50 lines has 50 pickers.
  const results = useQuery({ ...productSearchQuery(q), enabled: opened });
  const listed = results.data?.some((product) => product.id === value) ?? false;
  // A line opened for editing names a product that may not be among the matches.
  const fetched = useQuery({
    ...productQuery(value ?? ''),
    enabled: Boolean(value) && !listed && !known,
    staleTime: 60_000,
  });
  const chosen = known ?? fetched.data ?? null;
  const products = useMemo(() => {
    const found = [...(results.data ?? [])];
    if (chosen && !found.some((product) => product.id === chosen.id)) found.unshift(chosen);
    return found;
  }, [results.data, chosen]);

  return (
    <Select
      placeholder={t('picker.placeholder')}
      nothingFoundMessage={results.isFetched ? t('picker.nothingFound') : undefined}
      {...rest}
      data={products.map((product) => ({ value: product.id, label: label(product) }))}
      value={value}
      onChange={(id) => {
        const product = products.find((candidate) => candidate.id === id) ?? null;
        setPicked(product);
        onChange(product);
      }}
      onDropdownOpen={() => setOpened(true)}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
