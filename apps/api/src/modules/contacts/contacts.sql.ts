/**
 * The statements behind the contact list and picker, as text with parameters (the table's alias
 * is `c`): the service runs them on the raw client, the exports reuse `contactConditions`, and
 * the benchmark runs exactly these texts in a bare handler.
 */

import type { NameKey } from '../../db/keyset';
import {
  containsPattern,
  MIN_TRIGRAM_LENGTH,
  normaliseQuery,
  searchTerms,
} from '../../db/search-term';
import { SqlParts, type Statement, startsWith, tieredSql } from '../../db/sql';

export type ContactFilter = {
  q?: string | undefined;
  kind?: 'customer' | 'supplier' | undefined;
  /** Already normalised (lower case), as `tagSchema` leaves it. */
  tag?: string | undefined;
  include_archived?: boolean | undefined;
};

export const PICKER_SIZE = 20;
/** A query that reads as a phone number searches by its digits. */
const PHONE_DIGITS = { phones: true };

/** Every column of the API shape, camelCase like Drizzle's rows, plus the cursor's sort key. */
export const CONTACT_COLUMNS = `c.id, c.kind, c.name, c.company, c.phone, c.email, c.address, c.city,
  c.tax_id as "taxId", c.notes, c.tags, c.archived_at as "archivedAt", c.version,
  c.created_at as "createdAt", c.updated_at as "updatedAt", lower(c.name) as "sortName"`;

function kindCondition(parts: SqlParts, kind: ContactFilter['kind']) {
  // A contact that is both shows under either tab.
  if (kind) parts.and(`c.kind in (${parts.param(kind)}, 'both')`);
}

/** The list's filter: business, archived, kind, tag and every search term. */
export function contactConditions(businessId: string, filter: ContactFilter): SqlParts {
  const parts = new SqlParts();
  parts.and(`c.business_id = ${parts.param(businessId)}`);
  if (!filter.include_archived) parts.and('c.archived_at is null');
  kindCondition(parts, filter.kind);
  if (filter.tag) parts.and(`c.tags @> array[${parts.param(filter.tag)}]::text[]`);
  for (const term of searchTerms(filter.q, PHONE_DIGITS)) {
    parts.and(`c.search_text like ${parts.param(containsPattern(term))}`);
  }
  return parts;
}

/** One page by name, by keyset on `contacts_business_name_idx`; one row more than `limit`. */
export function contactPageSql(
  businessId: string,
  filter: ContactFilter,
  cursor: NameKey | null,
  limit: number,
): Statement {
  const parts = contactConditions(businessId, filter);
  if (cursor) {
    parts.and(
      `(lower(c.name), c.id) > (${parts.param(cursor.name)}::text, ${parts.param(cursor.id)}::uuid)`,
    );
  }
  const limitParam = parts.param(limit + 1);
  return {
    text: `select ${CONTACT_COLUMNS}
from contacts c
${parts.whereClause()}
order by lower(c.name), c.id
limit ${limitParam}`,
    params: parts.params,
  };
}

/**
 * The picker: the best 20 active contacts, in tiers. The exact name; names that start with the
 * query, from the name index; then, for three characters or more, the others whose name,
 * company, email or phone contains it, from the trigram index. Each tier by name.
 */
export function contactSearchSql(
  businessId: string,
  q: string,
  kind?: ContactFilter['kind'],
): Statement {
  const parts = new SqlParts();
  parts.and(`c.business_id = ${parts.param(businessId)}`).and('c.archived_at is null');
  kindCondition(parts, kind);
  const base = parts.where.join(' and ');
  const query = normaliseQuery(q);
  const select = (where: string) => `select ${CONTACT_COLUMNS}
from contacts c
where ${base} and ${where}
order by lower(c.name), c.id
limit ${PICKER_SIZE}`;
  if (!query) return { text: tieredSql([select('true')], PICKER_SIZE), params: parts.params };
  const exact = `lower(c.name) = ${parts.param(query)}`;
  const prefix = startsWith(parts, 'lower(c.name)', query);
  const tiers = [select(exact), select(`${prefix} and not ${exact}`)];
  if (query.length >= MIN_TRIGRAM_LENGTH) {
    const contains = searchTerms(query, PHONE_DIGITS)
      .map((term) => `c.search_text like ${parts.param(containsPattern(term))}`)
      .join(' and ');
    tiers.push(select(`${contains} and not ${prefix}`));
  }
  return { text: tieredSql(tiers, PICKER_SIZE), params: parts.params };
}
