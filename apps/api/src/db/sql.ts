/**
 * The one builder of raw statements: text with numbered parameters, so a module's repository,
 * its exports and the benchmark all run the very same SQL.
 */
import { prefixPattern, prefixRange } from './search-term';

/** A statement as text with numbered parameters, run on the raw client (Database.query). */
export type Statement = { text: string; params: unknown[] };

/** Collects parameters and the `where` parts that use them. */
export class SqlParts {
  readonly params: unknown[] = [];
  readonly where: string[] = [];

  /** Adds a value and answers its placeholder (`$3`). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.where.push(condition);
    return this;
  }

  whereClause(): string {
    return this.where.length > 0 ? `where ${this.where.join(' and ')}` : '';
  }
}

/**
 * A picker's answer from tiers (exact, starts with, contains…), each a select ordered by an index
 * and limited on its own. PostgreSQL's Append runs the tiers one after the other and the outer
 * limit stops it as soon as it has `size` rows: a later tier is read only when the earlier ones
 * came up short, so no tier ever scans every matching row. (An outer ORDER BY would read them
 * all; the tiers' own order is the answer's order.)
 */
export function tieredSql(tiers: string[], size: number): string {
  return `select * from (
${tiers.map((tier) => `(${tier})`).join('\nunion all\n')}
) picked
limit ${size}`;
}

/** `column like 'ab%'` for a lower-case column, with the bounds a btree on it can scan. */
export function startsWith(parts: SqlParts, column: string, query: string): string {
  const range = prefixRange(query);
  const bounds = [`${column} >= ${parts.param(range.from)}`];
  if (range.to !== null) bounds.push(`${column} < ${parts.param(range.to)}`);
  return `(${bounds.join(' and ')} and ${column} like ${parts.param(prefixPattern(query))})`;
}
