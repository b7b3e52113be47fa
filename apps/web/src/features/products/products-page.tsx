/** /apps/products: what the business sells, by SKU or name, active or not, a page at a time. */

import { useInfiniteQuery } from '@tanstack/react-query';
import { productKeys, productsInfiniteQuery } from '../../api/products.queries';
import { DirectoryListPage } from '../../components/directory-io/directory-list-page';
import { IconPackage } from '../../components/icons';
import { useCan } from '../../lib/business';
import { ProductFilters } from './components/product-filters';
import { ProductList } from './components/product-list';
import { useProductFilters } from './use-product-filters';

export function ProductsPage() {
  const { filter, setFilter, clearFilter } = useProductFilters();
  const pages = useInfiniteQuery(productsInfiniteQuery(filter));
  return (
    <DirectoryListPage
      kind="products"
      icon={IconPackage}
      createPath="/apps/products/create"
      canManage={useCan('product.manage')}
      filter={filter}
      clearFilter={clearFilter}
      pages={pages}
      queryKey={productKeys.all}
      filters={<ProductFilters filter={filter} onChange={setFilter} />}
    >
      {(products) => <ProductList products={products} />}
    </DirectoryListPage>
  );
}
