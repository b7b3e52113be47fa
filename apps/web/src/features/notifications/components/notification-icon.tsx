import { ThemeIcon } from '@mantine/core';
import type { NotificationType } from '@usaha/shared';
import { TYPE_STYLE } from '../notification-types';

/** The type's icon on its colour; decorative, since the type is also said in words. */
export function NotificationIcon({ type, size = 36 }: { type: NotificationType; size?: number }) {
  const { icon: Glyph, color } = TYPE_STYLE[type];
  return (
    <ThemeIcon color={color} variant="light" radius="xl" size={size} aria-hidden="true">
      <Glyph size={Math.round(size * 0.55)} stroke={1.7} />
    </ThemeIcon>
  );
}
