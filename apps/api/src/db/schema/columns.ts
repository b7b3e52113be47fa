import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
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
