import { Badge } from '@mantine/core';
import type { ContactKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import classes from './contact-kind-badge.module.css';

const COLORS: Record<ContactKind, string> = { customer: 'teal', supplier: 'orange', both: 'grape' };

export function ContactKindBadge({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('contacts');
  return (
    <Badge
      variant="light"
      color={COLORS[kind]}
      size="sm"
      className={classes.badge}
      data-kind={kind}
      style={{ flexShrink: 0 }}
    >
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
