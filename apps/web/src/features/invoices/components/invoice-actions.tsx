/**
 * What can be done with the invoice, by its state and the user's role: the likely next step as a
 * button (record a payment, send), the rest in a menu. Each dialog lives here; what happened is
 * said in the page's notice.
 */
import { Button, Menu, Text } from '@mantine/core';
import type { Invoice } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconBrandWhatsapp,
  IconCash,
  IconCopy,
  IconDownload,
  IconEdit,
  IconLink,
  IconMail,
  IconRepeat,
  IconSend,
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
import { useInvoiceCommands } from '../use-invoice-commands';
import { MakeRecurringModal } from './make-recurring-modal';
import { RecordPaymentModal } from './record-payment-modal';
import { SendEmailModal } from './send-email-modal';
import { ShareLinkModal } from './share-link-modal';
import { WhatsAppModal } from './whatsapp-modal';

type Dialog = 'payment' | 'email' | 'share' | 'whatsapp' | 'recurring' | Ending;

type Props = {
  invoice: Invoice;
  canManage: boolean;
  canDelete: boolean;
  onNotice: (notice: NoticeValue) => void;
};

export function InvoiceActions({ invoice, canManage, canDelete, onNotice }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  const format = useFormatMoney();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const commands = useInvoiceCommands(invoice, onNotice);
  const close = () => {
    setDialog(null);
    commands.voidIt.reset();
    commands.remove.reset();
  };
  const done = (text: string) => {
    setDialog(null);
    onNotice({ kind: 'success', text });
  };
  const isVoid = invoice.status === 'void';
  const isDraft = invoice.status === 'draft';
  const payable = canManage && !isVoid && invoice.amount_due > 0;
  const hasPayments = invoice.paid > 0;

  return (
    <>
      {payable && !isDraft && (
        <Button leftSection={icon(IconCash)} onClick={() => setDialog('payment')}>
          {t('actions.recordPayment')}
        </Button>
      )}
      {canManage && !isVoid && (
        <Button
          variant={isDraft ? 'filled' : 'default'}
          leftSection={icon(IconBrandWhatsapp)}
          onClick={() => setDialog('whatsapp')}
        >
          {t('actions.whatsapp')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={icon(IconDownload)}
        loading={commands.pdf.isPending}
        onClick={() => commands.pdf.mutate()}
      >
        {t('actions.pdf')}
      </Button>
      {canManage && (
        <MoreMenu label={t('actions.more')}>
          {!isVoid && (
            <>
              <Menu.Item leftSection={icon(IconMail)} onClick={() => setDialog('email')}>
                {t('actions.email')}
              </Menu.Item>
              <Menu.Item leftSection={icon(IconLink)} onClick={() => setDialog('share')}>
                {t('actions.share')}
              </Menu.Item>
              {isDraft && (
                <Menu.Item leftSection={icon(IconSend)} onClick={() => commands.markSent.mutate()}>
                  {t('actions.markSent')}
                </Menu.Item>
              )}
              {isDraft && payable && (
                <Menu.Item leftSection={icon(IconCash)} onClick={() => setDialog('payment')}>
                  {t('actions.recordPayment')}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={icon(IconEdit)}
                component={Link}
                to={`/apps/invoice/edit/${invoice.id}`}
              >
                {t('actions.edit')}
              </Menu.Item>
            </>
          )}
          <Menu.Item leftSection={icon(IconCopy)} onClick={() => commands.duplicate.mutate()}>
            {t('actions.duplicate')}
          </Menu.Item>
          {!isVoid && (
            <Menu.Item leftSection={icon(IconRepeat)} onClick={() => setDialog('recurring')}>
              {t('actions.makeRecurring')}
            </Menu.Item>
          )}
          <EndingItems
            voidable={!isVoid && !isDraft && canDelete}
            deletable={isDraft && canDelete}
            labels={{ void: t('actions.void'), delete: t('actions.delete') }}
            onChoose={setDialog}
          />
        </MoreMenu>
      )}

      <RecordPaymentModal
        invoice={invoice}
        opened={dialog === 'payment'}
        onClose={close}
        onRecorded={done}
      />
      <SendEmailModal invoice={invoice} opened={dialog === 'email'} onClose={close} onSent={done} />
      <ShareLinkModal
        invoice={invoice}
        opened={dialog === 'share'}
        onClose={close}
        onRevoked={done}
      />
      <WhatsAppModal
        invoice={invoice}
        opened={dialog === 'whatsapp'}
        onClose={close}
        onOpened={() => {
          if (isDraft) commands.markSent.mutate();
        }}
      />
      <MakeRecurringModal
        invoice={invoice}
        opened={dialog === 'recurring'}
        onClose={close}
        onMade={done}
      />
      <EndingDialogs
        open={dialog === 'void' || dialog === 'delete' ? dialog : null}
        voidIt={commands.voidIt}
        remove={commands.remove}
        voiding={{
          title: t('void.title', { number: invoice.number }),
          body: hasPayments ? (
            <Text>{t('void.hasPayments', { paid: format(invoice.paid, invoice.currency) })}</Text>
          ) : (
            <Text>{t('void.body')}</Text>
          ),
          confirm: t('void.confirm'),
          disabled: hasPayments,
        }}
        deleting={{
          title: t('delete.title', { number: invoice.number }),
          body: t('delete.body'),
          confirm: t('delete.confirm'),
        }}
        onVoided={() => setDialog(null)}
        onClose={close}
      />
    </>
  );
}
