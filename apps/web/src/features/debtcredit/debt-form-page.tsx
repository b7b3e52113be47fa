/**
 * /apps/debtcredit/credit/create and /apps/debtcredit/debt/create: a record with every field,
 * the cash it moves included; `?contact=` starts with that contact. Once saved, its page opens.
 */
import { Card, Stack } from '@mantine/core';
import type { Debt, DebtKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { recordPath } from '../../lib/debt-paths';
import { DebtForm } from './components/debt-form';
import { useCreatedNotice } from './use-debt-save';
import { contactParam, listHref } from './use-list-params';

export const CreditCreatePage = () => <CreatePage kind="credit" />;
export const DebtCreatePage = () => <CreatePage kind="debt" />;

function CreatePage({ kind }: { kind: DebtKind }) {
  const { t } = useTranslation('debtcredit');
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const [params] = useSearchParams();
  const contactId = contactParam(params) ?? null;

  const saved = (debt: Debt) => navigate(recordPath(debt), { state: { notice: created(debt) } });

  return (
    <Stack gap="lg" maw={640}>
      <title>{t(`form.new.${kind}`)}</title>
      <PageHeader
        back={{
          to: listHref({ tab: kind === 'credit' ? 'receivable' : 'payable' }),
          label: t('record.back'),
        }}
        title={t(`form.new.${kind}`)}
        subtitle={t(`form.newSubtitle.${kind}`)}
      />
      <Card withBorder radius="lg" padding="lg">
        <DebtForm kind={kind} debt={null} contactId={contactId} onSaved={saved} />
      </Card>
    </Stack>
  );
}
