/** /admin/audit: everything staff did in the admin area, newest first (issue 17). */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AuditList } from './components/audit-list';

export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditList businessId={null} />
    </Stack>
  );
}
