/**
 * CSV and XLSX imports of contacts, products and notes: a preview that reports every bad line,
 * and a commit that saves every row in one transaction or, if any line is bad, nothing. The
 * commit reads the file again: the preview the browser saw is never trusted as data.
 */
import type {
  DirectoryImportIssue,
  DirectoryImportPreview,
  directoryImportBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import type { DirectoryKind } from './directory-fields';
import { byLine, rejectFile } from './import-issues';
import { type ReadFile, type ReadRow, readImportFile } from './read-directory-file';

type Body = z.output<typeof directoryImportBodySchema>;

/** One kind of record's import: its fields, its database checks and its batch insert. */
export type Importer<Row, Saved> = {
  kind: DirectoryKind<Row, Saved>;
  /** Issues only the business's data can tell (a SKU it already has). */
  check: (
    executor: Executor,
    businessId: string,
    rows: readonly ReadRow<Saved>[],
  ) => Promise<DirectoryImportIssue[]>;
  insert: (tx: Executor, businessId: string, userId: string, rows: Saved[]) => Promise<void>;
};

const SAMPLE_ROWS = 20;

export type ImportResult = { imported: number };

export function createDirectoryImportService(deps: { database: Database }) {
  const { database } = deps;

  async function examine<Row, Saved>(
    executor: Executor,
    importer: Importer<Row, Saved>,
    actor: Actor,
    file: ReadFile<Saved>,
  ) {
    const found = await importer.check(executor, actor.businessId, file.rows);
    const issues = byLine([...file.issues, ...found]);
    const bad = new Set(issues.map((issue) => issue.line));
    return { issues, rows: file.rows.filter((row) => !bad.has(row.line)) };
  }

  return {
    async preview<Row, Saved>(
      importer: Importer<Row, Saved>,
      actor: Actor,
      body: Body,
    ): Promise<DirectoryImportPreview> {
      const file = await readImportFile(importer.kind, body, actor.currency);
      const { issues, rows } = await examine(database.db, importer, actor, file);
      return {
        columns: file.columns,
        total_rows: file.totalRows,
        valid_rows: rows.length,
        issues,
        sample: rows.slice(0, SAMPLE_ROWS).map(({ line, value }) => ({ line, ...value })),
      };
    },

    async commit<Row, Saved>(
      importer: Importer<Row, Saved>,
      actor: Actor,
      body: Body,
      key: string | null,
    ): Promise<Stored<ImportResult>> {
      // Read before the transaction: PGlite serves one statement at a time.
      const file = await readImportFile(importer.kind, body, actor.currency);
      const { entity } = importer.kind;
      return runIdempotent(
        database,
        actor,
        key,
        { route: `${entity}s.import`, body, status: 201 },
        async (tx) => {
          const { issues, rows } = await examine(tx, importer, actor, file);
          if (issues.length > 0) throw rejectFile(issues, actor.currency);
          const values = rows.map((row) => row.value);
          await importer.insert(tx, actor.businessId, actor.userId, values);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: `${entity}.import`,
            entityType: entity,
            after: { count: values.length, filename: body.filename },
          });
          return { imported: values.length };
        },
      );
    },
  };
}

export type DirectoryImportService = ReturnType<typeof createDirectoryImportService>;
