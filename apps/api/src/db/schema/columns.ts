import { type AnyPgColumn, bigint, foreignKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/** Minor units fit a JS number (DESIGN.md §3); bigint in the database. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A foreign key inside one business: (business_id, column) points at the target's
 * (business_id, id), so a row can never point at another tenant's record.
 */
export const tenantKey = (
  name: string,
  businessId: AnyPgColumn,
  column: AnyPgColumn,
  target: { businessId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [businessId, column],
    foreignColumns: [target.businessId, target.id],
  });
