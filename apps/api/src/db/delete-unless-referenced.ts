/**
 * Deletes a row unless another row still refers to it. The delete runs in a savepoint; when a
 * foreign key refuses it (23503), only the savepoint is rolled back and the caller archives or
 * refuses instead. A base record (a contact, a cash book, a category) so learns that it is in
 * use without knowing who uses it: a new table that points at it needs only its foreign key,
 * not an edit of the base record's module (docs/architecture.md "Module order").
 */
import type { Executor } from './client';
import { isForeignKeyViolation } from './errors';

export async function deleteUnlessReferenced(
  tx: Executor,
  remove: (savepoint: Executor) => Promise<unknown>,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await remove(savepoint);
    });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}
