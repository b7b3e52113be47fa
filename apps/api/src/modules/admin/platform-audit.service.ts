/** The platform's audit log as staff read it (`GET admin/audit/`). */
import type { Database } from '../../db/client';
import { platformAuditPage } from './platform-audit.repository';

export function createPlatformAuditLog(deps: { database: Database }) {
  return {
    page(query: { business_id?: string | undefined; cursor?: string | undefined; limit: number }) {
      return platformAuditPage(
        deps.database.db,
        { businessId: query.business_id },
        query.cursor,
        query.limit,
      );
    },
  };
}

export type PlatformAuditLog = ReturnType<typeof createPlatformAuditLog>;
