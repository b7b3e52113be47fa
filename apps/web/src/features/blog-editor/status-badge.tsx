import { Badge } from '@mantine/core';
import type { BlogStatus } from '@usaha/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BlogStatus, string> = { draft: 'gray', scheduled: 'blue', published: 'teal' };

export function StatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`editor.status.${status}`)}
    </Badge>
  );
}
