/** Route-matrix rows of the notifications routes. */
import type { MatrixRow } from './row';

export const NOTIFICATIONS_ROUTES: MatrixRow[] = [];
