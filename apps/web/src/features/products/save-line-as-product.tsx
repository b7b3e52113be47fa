/**
 * The small action on a free-text invoice line that saves it as a product (Invoice Ninja and
 * Kledo offer it): the line's words, price, unit and tax in the product sheet; once saved, the
 * line names the product. Only to those who may manage products.
 */
import { Button } from '@mantine/core';
import type { Product } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPackage } from '../../components/icons';
import { useCan } from '../../lib/business';
import { NewProductSheet, type ProductSeed } from './new-product-sheet';

type Props = {
  /** The line as a product would start; its number names the button for a screen reader. */
  seed: ProductSeed;
  number: number;
  onSaved: (product: Product) => void;
};

export function SaveLineAsProduct({ seed, number, onSaved }: Props) {
  const { t } = useTranslation('products');
  const [making, setMaking] = useState<ProductSeed | null>(null);
  const allowed = useCan('product.manage');
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPackage size={16} aria-hidden="true" />}
        aria-label={t('sheet.saveLine', { number })}
        onClick={() => setMaking(seed)}
      >
        {t('sheet.saveLineShort')}
      </Button>
      <NewProductSheet
        seed={making}
        onSaved={(product) => {
          setMaking(null);
          onSaved(product);
        }}
        onClose={() => setMaking(null)}
      />
    </>
  );
}
