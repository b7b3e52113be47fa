/** What Fastify learns about our routes and requests. */
import type { Permission } from '@usaha/shared';
import type { Job } from './modules/scheduler/scheduler.types';
import type { AuthContext } from './plugins/auth-context';

/** Who may call a route; every route declares one (the route matrix test reads it). */
/**
 * `admin`: platform staff (superadmin or staff); `superadmin`: superadmins alone; `editor`: the
 * blog's writers (editor or superadmin), 403 to any other signed-in caller. `also`: a second
 * permission the route needs beside its area's (a document's write that removes a posted cash
 * entry also needs `transaction.delete`).
 */
export type Access =
  | 'public'
  | 'authenticated'
  | 'admin'
  | 'superadmin'
  | 'editor'
  | { permission: Permission; also?: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Require the X-CSRFToken header to match the CSRF cookie. */
    csrf?: boolean;
  }
  interface FastifyInstance {
    apiRoutes: Array<{ method: string; url: string; access: Access; csrf: boolean }>;
    /** Every periodic job of the app, whether or not this process runs the scheduler. */
    periodicJobs: Job[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
