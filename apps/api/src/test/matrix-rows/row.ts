/** One row of the route matrix (route-matrix.api.test.ts): a route and who may call it. */
import type { Access } from '../../types';

/** `anonymous`: the status an anonymous caller without CSRF token gets with an empty body. */
export type MatrixRow = {
  method: string;
  url: string;
  access: Access;
  csrf?: boolean;
  anonymous: number;
};
