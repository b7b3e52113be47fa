/**
 * What a report is asked for: the period (a preset or two dates), the cash book, the comparison,
 * or one day; each kept in the address, so a link or the back button brings the same report.
 * The export menu downloads the same report as CSV, XLSX or PDF.
 */
import { Group, Menu, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REPORT_COMPARISONS, REPORT_PERIODS } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { downloadReport, type ReportParams } from '../../api/reports.api';
import { DateField } from '../../components/date-field';
import { TableExportMenu } from '../../components/table-export-menu';
import { currentLanguage } from '../../lib/i18n';
import { setEach, useSearchState } from '../../lib/use-search-state';
import { addressPeriod } from './report-params';
import type { ReportTab } from './report-tabs';

type Props = {
  tab: ReportTab;
  params: ReportParams;
  onError: (error: unknown) => void;
};

const ALL = 'all';

export function ReportControls({ tab, params, onError }: Props) {
  const { t } = useTranslation('reports');
  const [search, update] = useSearchState();
  const books = useQuery({ ...cashbooksQuery(), enabled: tab.cashbook });
  const set = (changes: Record<string, string | null>) => update(setEach(changes));

  const period = addressPeriod(search);
  const title = t(tab.label);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {tab.period && (
        <Select
          label={t('controls.period')}
          data={REPORT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          value={period}
          onChange={(value) => set({ period: value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      )}
      {tab.period && period === 'custom' && (
        <>
          <DateField
            label={t('controls.from')}
            value={search.get('from') ?? ''}
            onChange={(value) => set({ from: value })}
            w={{ base: '100%', xs: 170 }}
          />
          <DateField
            label={t('controls.to')}
            value={search.get('to') ?? ''}
            onChange={(value) => set({ to: value })}
            w={{ base: '100%', xs: 170 }}
          />
        </>
      )}
      {tab.date && (
        <DateField
          label={t('controls.date')}
          value={search.get('date') ?? ''}
          onChange={(value) => set({ date: value })}
          w={{ base: '100%', xs: 170 }}
        />
      )}
      {tab.cashbook && (
        <Select
          label={t('controls.cashbook')}
          data={[
            { value: ALL, label: t('controls.allBooks') },
            ...(books.data?.books ?? []).map((book) => ({ value: book.id, label: book.name })),
          ]}
          value={search.get('cashbook_id') ?? ALL}
          onChange={(value) => set({ cashbook_id: value === ALL ? null : value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      )}
      {tab.compare && (
        <Select
          label={t('controls.compare')}
          data={REPORT_COMPARISONS.map((value) => ({ value, label: t(`comparisons.${value}`) }))}
          value={search.get('compare') ?? 'none'}
          onChange={(value) => set({ compare: value === 'none' ? null : value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      )}
      <TableExportMenu
        label={t('controls.exportLabel', { report: title })}
        download={(format) => downloadReport(tab.name, params, format, currentLanguage())}
        onError={onError}
      >
        {(run) => (
          <Menu.Item
            onClick={() => run(() => downloadReport(tab.name, params, 'pdf', currentLanguage()))}
          >
            {t('controls.pdf')}
          </Menu.Item>
        )}
      </TableExportMenu>
    </Group>
  );
}
