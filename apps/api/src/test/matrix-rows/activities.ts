/** Route-matrix rows of the activities routes. */
import type { MatrixRow } from './row';

export const ACTIVITIES_ROUTES: MatrixRow[] = [];
