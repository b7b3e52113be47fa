/** Every line the server refused, each in one sentence with its column and value (200 shown). */
import { Box, List, Text } from '@mantine/core';
import type { DirectoryImportIssue } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useBusiness } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import { issueText } from './issue-text';

const SHOWN = 200;

/** A stable key per issue; two alike (the same long tag twice on a line) get their count. */
function keyed(issues: readonly DirectoryImportIssue[]) {
  const seen = new Map<string, number>();
  return issues.map((issue) => {
    const base = [issue.line, issue.field, issue.code, issue.value].join('|');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { issue, key: `${base}|${count}` };
  });
}

type Props = {
  issues: DirectoryImportIssue[];
  /** Where the kind's column names are (ImportKind's `words.fields`). */
  fields: string;
};

export function ImportIssuesList({ issues, fields }: Props) {
  const { t } = useTranslation('directory');
  const locale = useMoneyLocale();
  const { currency } = useBusiness();
  const context = { t, locale, currency, fields };
  const shown = keyed(issues.slice(0, SHOWN));
  return (
    <>
      {/* Focusable so keyboard users can scroll a long list (axe). */}
      <Box
        role="region"
        aria-label={t('import.issues.label')}
        tabIndex={0}
        mah={320}
        style={{ overflowY: 'auto' }}
      >
        <List size="sm" spacing={4}>
          {shown.map(({ issue, key }) => (
            <List.Item key={key} data-testid="import-issue" style={{ overflowWrap: 'anywhere' }}>
              {issueText(issue, context)}
            </List.Item>
          ))}
        </List>
      </Box>
      {issues.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t('import.issues.more', { count: issues.length - SHOWN })}
        </Text>
      )}
    </>
  );
}
