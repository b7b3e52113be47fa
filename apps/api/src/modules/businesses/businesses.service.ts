/**
 * The business record itself, which every other row belongs to: made (by onboarding), its
 * basics read, held and removed (an account's deletion). Its settings and logo are
 * business-settings.service.ts; a user's businesses (list, create, switch) are modules/onboarding.
 */
import type { DateFormat } from '@usaha/shared';
import type { Executor } from '../../db/client';
import {
  deleteBusinessRows,
  findBusiness,
  insertBusiness,
  lockBusinessRows,
  logoPathsOf,
} from './businesses.repository';

/** The business's row, made by `userId` (onboarding adds its owner, categories and trial). */
export function insertOwnedBusiness(
  tx: Executor,
  userId: string,
  input: { name: string; currency?: string | undefined; timezone?: string | undefined },
): Promise<string> {
  return insertBusiness(tx, {
    name: input.name,
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.timezone ? { timezone: input.timezone } : {}),
    createdBy: userId,
  });
}

/** The business's name (a payment keeps it for its receipt) and its time zone. */
export async function businessNameOf(executor: Executor, businessId: string): Promise<string> {
  return (await businessBasicsOf(executor, businessId)).name;
}

export async function businessBasicsOf(executor: Executor, businessId: string) {
  const row = await findBusiness(executor, businessId);
  if (!row) throw new Error(`business ${businessId} not found`);
  return {
    name: row.name,
    timezone: row.timezone,
    npwp: row.npwp,
    address: row.address,
    dateFormat: row.dateFormat as DateFormat,
  };
}

export function lockBusinesses(tx: Executor, ids: string[]): Promise<void> {
  return lockBusinessRows(tx, ids);
}

/** Where the logos of these businesses are stored: removed once the businesses are gone. */
export function logoKeysOf(executor: Executor, ids: string[]): Promise<string[]> {
  return logoPathsOf(executor, ids);
}

/** Deletes businesses (their entries first, see entry-posting.service.ts). */
export function removeBusinesses(tx: Executor, ids: string[]): Promise<void> {
  return deleteBusinessRows(tx, ids);
}
