/** Route-matrix rows of the team routes. */
import type { MatrixRow } from './row';

export const TEAM_ROUTES: MatrixRow[] = [];
