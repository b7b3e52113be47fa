/**
 * Bank-statement imports: preview (with rows already imported into the book flagged), commit as
 * one transaction, list, and undo of a whole import (undo-import.service.ts). The server parses
 * again on commit: the preview the browser saw is never trusted as data.
 */
import {
  AppError,
  currencyExponent,
  type ImportPreview,
  type importCommitBodySchema,
  type importPreviewBodySchema,
  MAX_LEDGER_TURNOVER,
  type StatementImport,
  type StatementMapping,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { idKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { detectDelimiter, readCsv, stripBom } from '../../lib/parse/csv-reader';
import type { BalanceService } from '../balance/balance.service';
import {
  assertWritable,
  lockCashbooks,
  requireBook,
  requireCashbook,
} from '../cashbooks/cashbooks.guards';
import { fingerprintsInBook, postEntries } from '../entries/entry-posting.service';
import {
  deleteImportsOfCashbook,
  insertImport,
  listImportRows,
  toStatementImport,
} from './imports.repository';
import { suggestMapping } from './statement/detect-mapping';
import { parseStatement } from './statement/statement-parser';
import { createUndoImport } from './undo-import.service';

type PreviewBody = z.output<typeof importPreviewBodySchema>;
type CommitBody = z.output<typeof importCommitBodySchema>;

const SAMPLE_LINES = 20;

/** A book's undone imports, when the (empty) book itself is deleted. */
export function removeImportsOfCashbook(tx: Executor, businessId: string, cashbookId: string) {
  return deleteImportsOfCashbook(tx, businessId, cashbookId);
}

/**
 * The statement's rows, refused whole when together they pass what a business's books can hold
 * (each row is at most MAX_AMOUNT; their sum, compared here, is exact up to the limit).
 */
function parse(content: string, mapping: StatementMapping, currency: string) {
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

type PreviewRow = ImportPreview['rows'][number];

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

export function createImportService(deps: {
  database: Database;
  now: () => Date;
  balance: BalanceService;
}) {
  const { database } = deps;
  const { db } = database;

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
      const empty = { in: 0, out: 0, count: 0, duplicates: 0, future: 0 };
      if (!mapping) {
        return {
          mapping: null,
          sample,
          rows: [],
          issues: [],
          currency: book.currency,
          opening_balance: null,
          closing_balance: null,
          balance_verified: false,
          book_check: null,
          today,
          totals: empty,
        };
      }
      const parsed = parse(text, mapping, book.currency);
      const seen = await fingerprintsInBook(
        db,
        actor.businessId,
        book.id,
        parsed.rows.map((row) => row.fingerprint),
      );
      const rows = parsed.rows.map((row) => ({
        ...row,
        duplicate: seen.has(row.fingerprint),
        future: row.date > today,
      }));
      const totals = { ...empty };
      for (const row of rows) {
        if (row.future) totals.future += 1;
        if (row.duplicate) totals.duplicates += 1;
        else {
          totals.count += 1;
          if (row.direction === 'in') totals.in += row.amount;
          else totals.out += row.amount;
        }
      }
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
        totals,
      };
    },

    async commit(
      actor: Actor,
      body: CommitBody,
      key: string | null,
    ): Promise<Stored<StatementImport>> {
      // Parsed before the transaction: PGlite serves one statement at a time, and a book's
      // currency never changes, so nothing read here can go stale under the lock.
      const found = await requireCashbook(db, actor.businessId, body.cashbook_id);
      const parsed = parse(stripBom(body.content), body.mapping, found.currency);
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'imports.create', body, status: 201 },
        async (tx) => {
          const book = requireBook(
            await lockCashbooks(tx, actor.businessId, [body.cashbook_id]),
            body.cashbook_id,
          );
          assertWritable(book);
          if (parsed.issues.length > 0) {
            const lines = parsed.issues.map((issue) => issue.line).join(', ');
            throw new AppError(
              'IMPORT_UNREAD_LINES',
              `Some lines could not be read (${lines}). Check the column mapping; nothing was imported.`,
            );
          }
          const seen = await fingerprintsInBook(
            tx,
            actor.businessId,
            book.id,
            parsed.rows.map((row) => row.fingerprint),
          );
          const forced = new Set(body.include_duplicate_lines);
          const rows = parsed.rows.filter(
            (row) => !seen.has(row.fingerprint) || forced.has(row.line),
          );
          if (rows.length === 0) {
            throw new AppError(
              'IMPORT_NOTHING_NEW',
              'Nothing to import: every row of this statement is already in this cash book.',
            );
          }
          let totalIn = 0;
          let totalOut = 0;
          for (const row of rows) {
            if (row.direction === 'in') totalIn += row.amount;
            else totalOut += row.amount;
          }
          const created = await insertImport(tx, {
            businessId: actor.businessId,
            cashbookId: book.id,
            filename: body.filename,
            rowCount: rows.length,
            totalIn,
            totalOut,
            createdBy: actor.userId,
          });
          await postEntries(
            tx,
            rows.map((row) => ({
              businessId: actor.businessId,
              cashbookId: book.id,
              direction: row.direction,
              amount: row.amount,
              date: row.date,
              description: row.description.slice(0, 500),
              reference: row.reference?.slice(0, 100) ?? null,
              source: 'import',
              importId: created.id,
              importFingerprint: row.fingerprint,
              createdBy: actor.userId,
            })),
          );
          const result = toStatementImport(created, parsed.rows.length - rows.length);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'import.create',
            entityType: 'import',
            entityId: created.id,
            after: result,
          });
          return result;
        },
      );
    },

    async list(actor: Actor, query: { cashbook_id?: string; cursor?: string; limit: number }) {
      const cursor = idKeyset.decode(query.cursor);
      const rows = await listImportRows(
        db,
        actor.businessId,
        { cashbook_id: query.cashbook_id },
        cursor?.id ?? null,
        query.limit,
      );
      return idKeyset.page(
        rows,
        query.limit,
        (row) => toStatementImport(row),
        (row) => ({ id: row.id }),
      );
    },

    ...createUndoImport(deps),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
