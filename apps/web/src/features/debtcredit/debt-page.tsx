/**
 * One record (/apps/debtcredit/credit/{id}, /apps/debtcredit/debt/{id}): what is still owed as
 * the headline with the bar of what was paid, what can be done with it (debt-actions.tsx) and
 * its payments. The kind in the address follows the record: a credit opened under `debt/` moves
 * to `credit/`. Editing is the same page with `?edit=1` (SPEC.md names no edit address), showing
 * the record's form in place of the view.
 */
import { Alert, Card, Grid, Stack } from '@mantine/core';
import type { Debt, DebtKind } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconBan } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { useCan } from '../../lib/business';
import { contactRecordsPath, recordPath } from '../../lib/debt-paths';
import { DebtActions } from './components/debt-actions';
import { DebtForm } from './components/debt-form';
import { DebtHeadline } from './components/debt-headline';
import { DebtPayments } from './components/debt-payments';
import { RecordFrame } from './record-frame';

export const CreditPage = () => <RecordPage kind="credit" />;
export const DebtPage = () => <RecordPage kind="debt" />;

function RecordPage({ kind }: { kind: DebtKind }) {
  const { search } = useLocation();
  return (
    <RecordFrame>
      {(debt) =>
        debt.kind === kind ? (
          <RecordView debt={debt} />
        ) : (
          <Navigate to={`${recordPath(debt)}${search}`} replace />
        )
      }
    </RecordFrame>
  );
}

function RecordView({ debt }: { debt: Debt }) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canManage = useCan('debt.manage');
  const canDelete = useCan('debt.delete');
  // Deleting a record or a payment removes the cash-book entry it posted.
  const canRemove = useCan('transaction.delete') && canDelete;
  const [routeNotice, clearRouteNotice] = useRouteNotice();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const editing = params.get('edit') === '1' && canManage && debt.status !== 'void';
  const kindWord = t(`record.title.${debt.kind}`);
  const back = editing
    ? { to: recordPath(debt), label: kindWord }
    : { to: contactRecordsPath(debt.contact_id, debt.kind), label: t('record.back') };
  const leaveEdit = (text?: string) =>
    navigate(recordPath(debt), {
      replace: true,
      state: text ? { notice: { kind: 'success', text } } : null,
    });

  return (
    <Stack gap="md" maw={960}>
      <title>{t('record.metaTitle', { kind: kindWord, name: debt.contact_name })}</title>
      <PageHeader
        title={editing ? t(`form.editTitle.${debt.kind}`) : debt.contact_name}
        subtitle={
          editing ? debt.contact_name : [kindWord, debt.description].filter(Boolean).join(' · ')
        }
        back={back}
        actions={
          !editing && (
            <DebtActions
              debt={debt}
              canManage={canManage}
              canDelete={canDelete}
              canRemove={canRemove}
              onNotice={setNotice}
            />
          )
        }
      />
      {routeNotice && !notice && <Notice notice={routeNotice} onClose={clearRouteNotice} />}
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {editing ? (
        <Card withBorder radius="lg" padding="lg" maw={640}>
          {/* A new version from the server (after "reload") starts the form afresh. */}
          <DebtForm
            key={debt.version}
            kind={debt.kind}
            debt={debt}
            onSaved={() => leaveEdit(t('record.saved'))}
            onCancel={() => leaveEdit()}
          />
        </Card>
      ) : (
        <>
          {debt.status === 'void' && (
            <Alert color="gray" variant="light" icon={<IconBan size={18} />}>
              {t('record.voidNote')}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <DebtHeadline debt={debt} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <DebtPayments debt={debt} canRemove={canRemove} onNotice={setNotice} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
