/** One row of the route matrix (route-matrix.api.test.ts): a route and who may call it. */
import type { Permission } from '@usaha/shared';
import type { Access } from '../../types';

/**
 * `anonymous`: the status an anonymous caller without CSRF token gets with an empty body.
 * `bodyNeeds`: a permission the matrix's body needs beside the route's (it reaches further:
 * a debt's edit that changes the cash entry it posted); a caller without it gets 403.
 */
export type MatrixRow = {
  method: string;
  url: string;
  access: Access;
  csrf?: boolean;
  anonymous: number;
  bodyNeeds?: Permission;
};
