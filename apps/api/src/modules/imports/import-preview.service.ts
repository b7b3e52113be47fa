/**
 * The preview of a bank-statement import: the rows as the server reads them, each flagged when
 * the book already holds it or when it is dated after today, with a suggested category (saved
 * rules first, then the books' history), and the statement's balances against itself and the book.
 */
import {
  AppError,
  currencyExponent,
  type ImportPreview,
  type importPreviewBodySchema,
  MAX_LEDGER_TURNOVER,
  type StatementMapping,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { detectDelimiter, readCsv, stripBom } from '../../lib/parse/csv-reader';
import type { BalanceService } from '../balance/balance.service';
import { requireCashbook } from '../cashbooks/cashbooks.guards';
import { rulesForSuggestions } from '../category-rules/category-rules.service';
import { categorisedHistory, fingerprintsInBook } from '../entries/entry-posting.service';
import { suggestCategories } from './category-suggestions';
import { suggestMapping } from './statement/detect-mapping';
import { parseStatement } from './statement/statement-parser';

type PreviewBody = z.output<typeof importPreviewBodySchema>;
type PreviewRow = ImportPreview['rows'][number];

const SAMPLE_LINES = 20;
/** The newest categorised entries a preview compares its rows with: one bounded query. */
export const HISTORY_ENTRIES = 2_000;

/**
 * The statement's rows, refused whole when together they pass what a business's books can hold
 * (each row is at most MAX_AMOUNT; their sum, compared here, is exact up to the limit).
 */
export function parseForBook(content: string, mapping: StatementMapping, currency: string) {
  const parsed = parseStatement(content, mapping, { currencyExponent: currencyExponent(currency) });
  const turnover = parsed.rows.reduce((sum, row) => sum + row.amount, 0);
  if (turnover > MAX_LEDGER_TURNOVER) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      "This statement's transactions add up to more than a business's books can hold.",
    );
  }
  return parsed;
}

/**
 * The book's balance at the end of the statement's last date once the new rows are in, against
 * the statement's closing balance. Every row is on or before that date, so each new row counts.
 */
async function checkBook(
  balance: BalanceService,
  actor: Actor,
  cashbookId: string,
  rows: readonly PreviewRow[],
  closing: number | null,
): Promise<ImportPreview['book_check']> {
  if (closing === null || rows.length === 0) return null;
  const date = rows.reduce((last, row) => (row.date > last ? row.date : last), '');
  const before = await balance.bookOn(actor.businessId, cashbookId, date);
  if (before === null) return null;
  let after = before;
  for (const row of rows) {
    if (row.duplicate) continue;
    after += row.direction === 'in' ? row.amount : -row.amount;
  }
  return { date, balance_after: after, difference: after - closing };
}

function totalsOf(rows: readonly PreviewRow[]) {
  const totals = { in: 0, out: 0, count: 0, duplicates: 0, future: 0 };
  for (const row of rows) {
    if (row.future) totals.future += 1;
    if (row.duplicate) totals.duplicates += 1;
    else {
      totals.count += 1;
      if (row.direction === 'in') totals.in += row.amount;
      else totals.out += row.amount;
    }
  }
  return totals;
}

export function createImportPreview(deps: {
  database: Database;
  now: () => Date;
  balance: BalanceService;
}) {
  const { db } = deps.database;

  return {
    async preview(actor: Actor, body: PreviewBody): Promise<ImportPreview> {
      const book = await requireCashbook(db, actor.businessId, body.cashbook_id);
      const text = stripBom(body.content);
      const mapping =
        body.mapping ?? suggestMapping(text, { fallbackYear: deps.now().getUTCFullYear() }).mapping;
      const sample = readCsv(text, mapping?.delimiter ?? detectDelimiter(text))
        .slice(0, SAMPLE_LINES)
        .map((record) => ({ line: record.line, cells: record.cells }));
      const today = businessToday(deps.now(), actor.timezone);
      const nothing = {
        rows: [],
        issues: [],
        opening_balance: null,
        closing_balance: null,
        balance_verified: false,
        book_check: null,
      };
      if (!mapping) {
        return {
          mapping: null,
          sample,
          currency: book.currency,
          today,
          totals: totalsOf([]),
          ...nothing,
        };
      }
      const parsed = parseForBook(text, mapping, book.currency);
      const found = parsed.rows.length > 0;
      const [seen, rules, history] = found
        ? [
            await fingerprintsInBook(
              db,
              actor.businessId,
              book.id,
              parsed.rows.map((row) => row.fingerprint),
            ),
            await rulesForSuggestions(db, actor.businessId),
            await categorisedHistory(db, actor.businessId, HISTORY_ENTRIES),
          ]
        : [new Set<string>(), [], []];
      const suggestions = suggestCategories(parsed.rows, rules, history);
      const rows = parsed.rows.map((row, index) => ({
        ...row,
        duplicate: seen.has(row.fingerprint),
        future: row.date > today,
        suggestion: suggestions[index] ?? null,
      }));
      return {
        mapping,
        sample,
        rows,
        issues: parsed.issues,
        currency: book.currency,
        opening_balance: parsed.opening_balance,
        closing_balance: parsed.closing_balance,
        balance_verified: parsed.balance_verified,
        book_check: await checkBook(deps.balance, actor, book.id, rows, parsed.closing_balance),
        today,
        totals: totalsOf(rows),
      };
    },
  };
}
