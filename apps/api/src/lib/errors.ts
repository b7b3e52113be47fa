/** The two answers every module gives about a record: it is not there, or it changed meanwhile. */
import { AppError } from '@usaha/shared';

/** Another tenant's row answers the same: it does not exist for this caller (STYLE.md, Errors). */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

export function versionConflict(): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    'Someone else changed this record. Reload it and try again.',
  );
}
