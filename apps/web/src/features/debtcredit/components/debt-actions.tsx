/**
 * What can be done with a record, by its state and the user's role: record a payment and, for a
 * credit (what the contact owes), remind on WhatsApp as buttons while something is owed; sharing
 * the statement, editing, the history, voiding and deleting in a menu. Each dialog lives here; what happened is said in the page's
 * notice.
 */
import { Button, Menu, Text } from '@mantine/core';
import type { Debt } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconBrandWhatsapp,
  IconCash,
  IconEdit,
  IconHistory,
  IconLink,
} from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import {
  type Ending,
  EndingDialogs,
  EndingItems,
  actionIcon as icon,
  MoreMenu,
} from '../../../components/more-menu';
import type { NoticeValue } from '../../../components/notice';
import { StatementLinkModal } from '../../../components/statement-link-modal';
import { editPath, historyPath, paymentPath } from '../../../lib/debt-paths';
import { useDebtCommands } from '../use-debt-commands';
import { useDebtReminder } from '../use-debt-reminder';
import { ReminderModal } from './reminder-modal';

type Dialog = 'reminder' | 'statement' | Ending;

type Props = {
  debt: Debt;
  canManage: boolean;
  /** debt.delete: voiding writes off what is owed, a delete (not the cashier's). */
  canDelete: boolean;
  /** Deleting the record also removes the cash entry it posted (transaction.delete too). */
  canRemove: boolean;
  onNotice: (notice: NoticeValue) => void;
};

export function DebtActions({ debt, canManage, canDelete, canRemove, onNotice }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const format = useFormatMoney();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const commands = useDebtCommands(debt, onNotice);
  const reminder = useDebtReminder(debt);
  const close = () => {
    setDialog(null);
    commands.voidIt.reset();
    commands.remove.reset();
  };
  const open = debt.status === 'open';
  const deletable = canRemove && debt.paid === 0;
  const contact = { id: debt.contact_id, name: debt.contact_name, phone: debt.contact_phone };

  if (!canManage && !canDelete) {
    return (
      <Button
        variant="default"
        component={Link}
        to={historyPath(debt.id)}
        leftSection={icon(IconHistory)}
      >
        {t('actions.history')}
      </Button>
    );
  }
  return (
    <>
      {canManage && open && (
        <Button component={Link} to={paymentPath(debt.id)} leftSection={icon(IconCash)}>
          {t('actions.recordPayment')}
        </Button>
      )}
      {canManage && open && debt.kind === 'credit' && (
        <Button
          color="#075e54"
          leftSection={icon(IconBrandWhatsapp)}
          onClick={() => {
            setDialog('reminder');
            reminder.send();
          }}
        >
          {t('actions.remind')}
        </Button>
      )}
      <MoreMenu label={t('actions.more')}>
        {canManage && (
          <Menu.Item leftSection={icon(IconLink)} onClick={() => setDialog('statement')}>
            {t('actions.statement')}
          </Menu.Item>
        )}
        {canManage && debt.status !== 'void' && (
          <Menu.Item leftSection={icon(IconEdit)} component={Link} to={editPath(debt)}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={icon(IconHistory)} component={Link} to={historyPath(debt.id)}>
          {t('actions.history')}
        </Menu.Item>
        <EndingItems
          voidable={canDelete && open}
          deletable={deletable}
          labels={{ void: t('actions.void'), delete: t('actions.delete') }}
          onChoose={setDialog}
        />
      </MoreMenu>

      <ReminderModal
        debt={debt}
        opened={dialog === 'reminder'}
        reminder={reminder}
        onClose={close}
      />
      <StatementLinkModal
        contact={contact}
        opened={dialog === 'statement'}
        onClose={close}
        onRevoked={(text) => {
          setDialog(null);
          onNotice({ kind: 'success', text });
        }}
      />
      <EndingDialogs
        open={dialog === 'void' || dialog === 'delete' ? dialog : null}
        voidIt={commands.voidIt}
        remove={commands.remove}
        voiding={{
          title: t('void.title'),
          body: <Text>{t('void.body', { amount: format(debt.remaining, debt.currency) })}</Text>,
          confirm: t('void.confirm'),
        }}
        deleting={{
          title: t('delete.title'),
          body: t('delete.body'),
          confirm: t('delete.confirm'),
        }}
        onVoided={() => setDialog(null)}
        onClose={close}
      />
    </>
  );
}
