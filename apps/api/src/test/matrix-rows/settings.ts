/** Route-matrix rows of the settings routes. */
import type { MatrixRow } from './row';

export const SETTINGS_ROUTES: MatrixRow[] = [];
