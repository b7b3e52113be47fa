/** A link that opens WhatsApp (a `wa.me` address with its prepared message), in a new tab. */
import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function WhatsAppButton({
  href,
  children,
  'aria-label': label,
}: {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // WhatsApp's own dark green: white text on it reads at 7:1 (its bright green does not).
      color="#075e54"
      leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
