/**
 * WhatsApp and call buttons for a contact's phone (stored in E.164, so both links just work).
 * WhatsApp opens with a greeting from the business, in the language the app is used in.
 */
import { Button, Group } from '@mantine/core';
import { formatPhone, whatsappLink } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconPhone } from '../../../components/icons';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useBusiness } from '../../../lib/business';

export function ContactReach({ phone, name }: { phone: string; name: string }) {
  const { t } = useTranslation('contacts');
  const business = useBusiness().name;
  const greeting = business
    ? t('reach.greeting', { name, business })
    : t('reach.greetingPlain', { name });
  return (
    <Group gap="xs" wrap="wrap">
      <WhatsAppButton href={whatsappLink(phone, greeting)}>{t('reach.whatsapp')}</WhatsAppButton>
      {/* A desktop rarely places calls; phones always can. */}
      <Button
        component="a"
        href={`tel:${phone}`}
        variant="default"
        hiddenFrom="md"
        leftSection={<IconPhone size={18} aria-hidden="true" />}
        aria-label={t('reach.callNumber', { phone: formatPhone(phone) })}
      >
        {t('reach.call')}
      </Button>
    </Group>
  );
}
