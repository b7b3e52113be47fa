/**
 * An import issue in the user's language, from its code: "Baris 4 · Telepon: Nomor HP tidak
 * valid (“abc”)". Only a code this web does not know falls back to the server's English message.
 */
import { DIRECTORY_IMPORT_ISSUE_CODES, type DirectoryImportIssue } from '@usaha/shared';
import type { TFunction } from 'i18next';

export type IssueContext = {
  t: TFunction;
  locale: string;
  currency: string;
  /** Where the kind's column names are (ImportKind's `words.fields`); contacts' and products' by default. */
  fields?: string;
};

const KNOWN_CODES: ReadonlySet<string> = new Set(DIRECTORY_IMPORT_ISSUE_CODES);

/** A field's column name as the lists and the export's titles show it. */
export function fieldLabel(t: TFunction, field: string, fields = 'directory:fields'): string {
  return t(`${fields}.${field}`, { defaultValue: field });
}

function reasonOf(issue: DirectoryImportIssue, context: IssueContext): string {
  const { t, locale, currency } = context;
  if (!KNOWN_CODES.has(issue.code)) return issue.message;
  return t(`directory:import.issues.codes.${issue.code}`, {
    limit: issue.limit === null ? '' : new Intl.NumberFormat(locale).format(issue.limit),
    first_line: issue.first_line ?? '',
    currency,
  });
}

export function issueText(issue: DirectoryImportIssue, context: IssueContext): string {
  const { t } = context;
  const where = issue.field
    ? t('directory:import.issues.atField', {
        line: issue.line,
        field: fieldLabel(t, issue.field, context.fields),
      })
    : t('directory:import.issues.atLine', { line: issue.line });
  const reason = reasonOf(issue, context);
  const explained =
    issue.value === null
      ? reason
      : t('directory:import.issues.withValue', { reason, value: issue.value });
  return t('directory:import.issues.sentence', { where, reason: explained });
}
