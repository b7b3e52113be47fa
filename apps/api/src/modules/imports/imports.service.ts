/**
 * Bank-statement imports: preview (import-preview.service.ts), commit as one transaction with the
 * categories the user chose, list, and undo of a whole import (undo-import.service.ts). The server
 * parses again on commit: the preview the browser saw is never trusted as data.
 */
import { AppError, type importCommitBodySchema, type StatementImport } from '@usaha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { idKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { stripBom } from '../../lib/parse/csv-reader';
import type { BalanceService } from '../balance/balance.service';
import {
  assertWritable,
  lockCashbooks,
  requireBook,
  requireCashbook,
} from '../cashbooks/cashbooks.guards';
import { fingerprintsInBook, postEntries } from '../entries/entry-posting.service';
import { createImportPreview, parseForBook } from './import-preview.service';
import { insertImport, listImportRows, toStatementImport } from './imports.repository';
import { lineCategoriesOf, requireLineCategories } from './line-categories';
import { createUndoImport } from './undo-import.service';

type CommitBody = z.output<typeof importCommitBodySchema>;

export function createImportService(deps: {
  database: Database;
  now: () => Date;
  balance: BalanceService;
}) {
  const { database } = deps;
  const { db } = database;

  return {
    ...createImportPreview(deps),

    async commit(
      actor: Actor,
      body: CommitBody,
      key: string | null,
    ): Promise<Stored<StatementImport>> {
      // Parsed before the transaction: PGlite serves one statement at a time, and a book's
      // currency never changes, so nothing read here can go stale under the lock.
      const found = await requireCashbook(db, actor.businessId, body.cashbook_id);
      const parsed = parseForBook(stripBom(body.content), body.mapping, found.currency);
      const chosen = lineCategoriesOf(body.line_categories, parsed.rows);
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
          const categoryOf = await requireLineCategories(tx, actor.businessId, rows, chosen);
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
              categoryId: categoryOf.get(row.line) ?? null,
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
