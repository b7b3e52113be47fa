/** The products as rows: name and SKU, price, margin from price and cost, stock; a row opens it. */
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { marginBasisPoints, type Product } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/lists.module.css';
import { MONEY_OUT_COLOR, MoneyText } from '../../../components/money-text';
import { useMoneyLocale } from '../../../lib/locale';
import { formatMargin, formatQuantity } from '../product-format';

export function ProductList({ products }: { products: Product[] }) {
  const { t } = useTranslation('products');
  const locale = useMoneyLocale();
  return (
    <Paper withBorder radius="lg">
      <ul className={classes.divided} aria-label={t('list.label')}>
        {products.map((product) => {
          const margin = marginBasisPoints(product.price, product.cost);
          return (
            <li key={product.id} data-testid="product-row">
              <UnstyledButton
                component={Link}
                to={`/apps/products/form/${product.id}`}
                display="block"
                p="sm"
                px="md"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Group gap={6}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {product.name}
                      </Text>
                      {!product.active && (
                        <Badge variant="outline" color="gray" size="sm">
                          {t('list.inactive')}
                        </Badge>
                      )}
                    </Group>
                    {product.sku && (
                      <Text
                        size="sm"
                        c="dimmed"
                        ff="monospace"
                        style={{ overflowWrap: 'anywhere' }}
                        data-testid="product-sku"
                      >
                        {product.sku}
                      </Text>
                    )}
                    {product.stock_quantity !== null && (
                      <Text size="sm" data-testid="product-stock">
                        {t('list.stock', {
                          quantity: formatQuantity(product.stock_quantity, locale),
                          unit: product.unit,
                        })}
                      </Text>
                    )}
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <MoneyText
                      amount={product.price}
                      currency={product.currency}
                      fw={600}
                      ta="right"
                      data-testid="product-price"
                    />
                    <Text size="xs" c="dimmed" ta="right">
                      {t('list.perUnit', { unit: product.unit })}
                    </Text>
                    {margin !== null && (
                      <Text
                        size="sm"
                        ta="right"
                        c={margin < 0 ? MONEY_OUT_COLOR : undefined}
                        data-testid="product-margin"
                      >
                        {t('list.margin', { margin: formatMargin(margin, locale) })}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
