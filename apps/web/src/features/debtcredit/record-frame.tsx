/**
 * The record a page under /apps/debtcredit/… is about, by the `:id` of its address: not asked for
 * when the address names none, a calm "not found" for another business's id or a deleted one,
 * a skeleton while it loads. The pages share the frame (record page, payment, history).
 */
import { Stack } from '@mantine/core';
import { AppError, type Debt, idSchema } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDebt } from '../../api/debts.queries';
import { IconFileOff } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { DEBTCREDIT_PATH } from '../../lib/debt-paths';

type Back = { to: string; label: string };

export function RecordFrame({ children }: { children: (debt: Debt) => ReactNode }) {
  const { t } = useTranslation('debtcredit');
  const { id = '' } = useParams();
  const back = { to: DEBTCREDIT_PATH, label: t('record.back') };
  // An address that names no record (`…/credit/x`) is not asked for: the API would refuse it.
  if (!idSchema.safeParse(id).success) return <NotFound back={back} />;
  return <Loader id={id} back={back} render={children} />;
}

function NotFound({ back }: { back: Back }) {
  const { t } = useTranslation('debtcredit');
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('record.notFoundTitle')} back={back} />
      <EmptyState
        icon={IconFileOff}
        title={t('record.notFoundTitle')}
        body={t('record.notFoundBody')}
      />
    </Stack>
  );
}

function Loader({
  id,
  back,
  render,
}: {
  id: string;
  back: Back;
  render: (debt: Debt) => ReactNode;
}) {
  const { t } = useTranslation('debtcredit');
  const debt = useDebt(id);
  if (debt.isError && debt.error instanceof AppError && debt.error.status === 404) {
    return <NotFound back={back} />;
  }
  if (debt.isPending || debt.isError) {
    return (
      <Stack gap="md" maw={960}>
        <PageHeader title={t('record.back')} back={back} />
        {debt.isError ? (
          <LoadError error={debt.error} onRetry={() => void debt.refetch()} />
        ) : (
          <ListSkeleton rows={3} height={120} />
        )}
      </Stack>
    );
  }
  return render(debt.data);
}
