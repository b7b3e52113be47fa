/** WhatsApp and call buttons for a contact's phone (stored in E.164, so both links just work). */
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { formatPhone, whatsappLink } from '@usaha/shared';
import { useTranslation } from 'react-i18next';

export function ContactReach({ phone }: { phone: string }) {
  const { t } = useTranslation('contacts');
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component="a"
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        // WhatsApp's own dark green: white text on it reads at 7:1 (its bright green does not).
        color="#075e54"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
      >
        {t('reach.whatsapp')}
      </Button>
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
