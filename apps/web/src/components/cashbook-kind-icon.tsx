import { ThemeIcon } from '@mantine/core';
import type { CashbookKind } from '@usaha/shared';
import { IconBuildingBank, IconCash, IconMoneybag, IconQrcode } from './icons';

const ICONS = {
  cash: { icon: IconCash, color: 'teal' },
  bank: { icon: IconBuildingBank, color: 'blue' },
  ewallet: { icon: IconQrcode, color: 'violet' },
  other: { icon: IconMoneybag, color: 'gray' },
} as const;

/** The icon of a kind of cash book; decorative (the kind is written beside it). */
export function CashbookKindIcon({ kind, size = 40 }: { kind: CashbookKind; size?: number }) {
  const { icon: Glyph, color } = ICONS[kind];
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden="true">
      <Glyph size={Math.round(size * 0.55)} stroke={1.7} />
    </ThemeIcon>
  );
}
