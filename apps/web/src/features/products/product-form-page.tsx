/** /apps/products/create and /apps/products/form/:id: one form for both; an edit can delete. */
import { Badge, Card, Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { deleteProduct } from '../../api/products.api';
import { productChanged, productQuery } from '../../api/products.queries';
import { DeleteAction } from '../../components/delete-action';
import { Notice, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { ProductForm } from './components/product-form';

export function ProductFormPage() {
  const { t } = useTranslation('products');
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canManage = useCan('product.manage');
  const [notice, clearNotice] = useRouteNotice();
  const product = useQuery({ ...productQuery(id ?? ''), enabled: Boolean(id) });
  const current = product.data ?? null;

  function saved(next: Product) {
    const text = id ? t('form.saved') : t('form.created', { name: next.name });
    navigate(`/apps/products/form/${next.id}`, {
      replace: Boolean(id),
      state: { notice: { kind: 'success', text } },
    });
    // The notice is at the top; the save button that led here is at the bottom.
    window.scrollTo({ top: 0 });
  }

  async function removed(id: string) {
    await productChanged(client, { removed: id });
    navigate('/apps/products', {
      state: { notice: { kind: 'success', text: t('delete.deleted') } },
    });
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>{current ? current.name : t('form.newTitle')}</title>
      <PageHeader
        back={{ to: '/apps/products', label: t('title') }}
        title={id ? (current?.name ?? t('form.editTitle')) : t('form.newTitle')}
        subtitle={id ? undefined : t('form.newSubtitle')}
      />
      {current && !current.active && (
        <Group>
          <Badge variant="outline" color="gray">
            {t('list.inactive')}
          </Badge>
        </Group>
      )}
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {id && product.isPending && <PageLoader />}
      {id && product.isError && (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      )}
      {(!id || current) && (
        <Card withBorder radius="lg" padding="lg">
          {/* A new version from the server (after "reload" or a save) starts the form afresh. */}
          <ProductForm
            key={current ? `${current.id}:${current.version}` : 'new'}
            product={current}
            onSaved={saved}
            disabled={!canManage}
          />
        </Card>
      )}
      {current && canManage && (
        <Group>
          <DeleteAction
            label={t('delete.action')}
            title={t('delete.title')}
            body={
              current.sku
                ? t('delete.body', { name: current.name, sku: current.sku })
                : t('delete.bodyNoSku', { name: current.name })
            }
            remove={() => deleteProduct(current.id)}
            onDone={() => removed(current.id)}
          />
        </Group>
      )}
    </Stack>
  );
}
