/**
 * "Bagikan nota": the entry's PDF receipt through the phone's share sheet (a download where the
 * browser cannot share files), and its summary with the amount as a WhatsApp message.
 */
import { Button } from '@mantine/core';
import { type Entry, formatMoney, whatsappShareLink } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt } from '../../../api/receipts.api';
import { IconShare } from '../../../components/icons';
import type { NoticeValue } from '../../../components/notice';
import { warningOf } from '../../../components/notice';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useBusiness, useDateFormat } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { shareOrSave } from '../../../lib/share-file';

type Props = {
  entry: Pick<Entry, 'id' | 'direction' | 'amount' | 'currency' | 'date' | 'description'>;
  /** What happened, for the page's notice (null: nothing to say). */
  onDone: (notice: NoticeValue | null) => void;
};

export function ReceiptShare({ entry, onDone }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const business = useBusiness().name;
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const [busy, setBusy] = useState(false);
  const summary = [
    t('receipt.from', { business }),
    `${t(`receipt.${entry.direction}`)}: ${formatMoney(entry.amount, entry.currency, locale)}`,
    `${t('detail.date')}: ${formatDate(entry.date)}`,
    entry.description,
  ]
    .filter(Boolean)
    .join('\n');

  async function share() {
    setBusy(true);
    onDone(null);
    try {
      const file = await downloadReceipt(entry.id);
      const outcome = await shareOrSave(file, { title: t('receipt.title'), text: summary });
      if (outcome === 'saved') onDone({ kind: 'success', text: t('receipt.saved') });
    } catch (error) {
      onDone(warningOf(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="default"
        loading={busy}
        onClick={() => void share()}
        leftSection={<IconShare size={18} aria-hidden="true" />}
      >
        {t('receipt.share')}
      </Button>
      <WhatsAppButton href={whatsappShareLink(summary)} aria-label={t('receipt.whatsappLabel')}>
        {t('receipt.whatsapp')}
      </WhatsAppButton>
    </>
  );
}
