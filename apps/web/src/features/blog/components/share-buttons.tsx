import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBrandWhatsapp, IconCheck, IconLink } from '../../../components/icons';
import { copyText } from '../../../lib/copy-text';
import { useSiteOrigin, useStaticPage } from '../../../lib/static-page';

/** Share a post: a WhatsApp message with its title and address, or its address copied. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('blog');
  const onServer = useStaticPage();
  const url = `${useSiteOrigin()}${path}`;
  const [copied, setCopied] = useState(false);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        // The primary teal, whose light variant is tuned to AA contrast in both schemes.
        variant="light"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        {t('shareWhatsapp')}
      </Button>
      <Button
        variant="default"
        leftSection={
          copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />
        }
        // On the server-rendered page the page's script copies (public-runtime/copy-buttons.ts),
        // and shows the button once it can: a tap before then would do nothing.
        data-copy={url}
        style={onServer ? { display: 'none' } : undefined}
        data-copied-label={t('linkCopied')}
        onClick={
          onServer
            ? undefined
            : () => {
                void copyText(url).then((done) => setCopied(done));
              }
        }
        aria-live="polite"
      >
        <span data-copy-label>{copied ? t('linkCopied') : t('copyLink')}</span>
      </Button>
    </Group>
  );
}
