/**
 * Picks one product for an invoice line: it asks the server for the best 20 active matches of
 * what is typed (`products/search/`), so no form loads every product, and hands the whole product
 * to the form, which copies its name, unit, price and tax rate. Given the line's figures, it also
 * offers to make a product of a name no product has (to those who may), as the customer picker
 * makes a customer.
 */
import { Group, Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productQuery, productSearchQuery } from '../../api/products.queries';
import { IconPackage } from '../../components/icons';
import { useFormatMoney } from '../../components/money-text';
import { useCan } from '../../lib/business';
import { NewProductSheet, type ProductSeed } from './new-product-sheet';

const SEARCH_DELAY_MS = 250;
/** The option that stands for "make a product of what was typed". */
const CREATE = 'create-product';
/** The longest name a product may have (product.schemas). */
const MAX_NAME = 160;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> & {
  value: string | null;
  /** The product chosen, or null when the choice is cleared. */
  onChange: (product: Product | null) => void;
  /** The line's price, unit and tax a product made here starts with; none: nothing is made. */
  seed?: Omit<ProductSeed, 'name'>;
};

export function ProductPicker({ value, onChange, seed, ...rest }: Props) {
  const { t } = useTranslation('products');
  const formatMoney = useFormatMoney();
  const mayCreate = useCan('product.manage') && seed !== undefined;
  const label = (product: Product) =>
    [product.name, product.sku, formatMoney(product.price, product.currency)]
      .filter(Boolean)
      .join(' · ');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [making, setMaking] = useState<ProductSeed | null>(null);
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
  // A name the matches (the server's best 20) do not have exactly is a new product.
  const offer =
    mayCreate &&
    results.isFetched &&
    typed.length > 0 &&
    typed.length <= MAX_NAME &&
    !products.some((product) => product.name.toLowerCase() === typed.toLowerCase());

  const choose = (product: Product | null) => {
    setPicked(product);
    onChange(product);
  };
  const options = products.map((product) => ({ value: product.id, label: label(product) }));
  const create = { value: CREATE, label: t('picker.create', { name: typed }) };
  return (
    <>
      <Select
        placeholder={t('picker.placeholder')}
        nothingFoundMessage={results.isFetched ? t('picker.nothingFound') : undefined}
        {...rest}
        data={offer ? [...options, create] : options}
        value={value}
        onChange={(id) => {
          if (id === CREATE && seed) setMaking({ ...seed, name: typed });
          else choose(products.find((candidate) => candidate.id === id) ?? null);
        }}
        onDropdownOpen={() => setOpened(true)}
        searchable
        clearable
        filter={({ options: all }) => all}
        searchValue={search}
        onSearchChange={setSearch}
        renderOption={({ option }) =>
          option.value === CREATE ? (
            <Group gap={8} wrap="nowrap" data-testid="product-create-option">
              <IconPackage size={16} aria-hidden="true" />
              {option.label}
            </Group>
          ) : (
            option.label
          )
        }
        rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <NewProductSheet
        seed={making}
        onSaved={(product) => {
          setMaking(null);
          choose(product);
        }}
        onClose={() => setMaking(null)}
      />
    </>
  );
}
