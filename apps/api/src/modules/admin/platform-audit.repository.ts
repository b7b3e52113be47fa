/** Reads of the platform's audit log (its one writer is lib/platform-audit.ts). */
import type { PlatformAuditAction, PlatformAuditEntry } from '@usaha/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idKeyset } from '../../db/keyset';
import { platformAudit } from '../../db/schema/index';

type Row = typeof platformAudit.$inferSelect;

function toEntry(row: Row): PlatformAuditEntry {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action as PlatformAuditAction,
    target_type: row.targetType,
    target_id: row.targetId,
    business_id: row.businessId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

/** Newest first (ids are time-ordered); one business's lines, or every line. */
export async function platformAuditPage(
  executor: Executor,
  filter: { businessId?: string | undefined },
  cursor: string | undefined,
  limit: number,
) {
  const after = idKeyset.decode(cursor);
  const rows = await executor
    .select()
    .from(platformAudit)
    .where(
      and(
        filter.businessId ? eq(platformAudit.businessId, filter.businessId) : undefined,
        after ? lt(platformAudit.id, after.id) : undefined,
      ),
    )
    .orderBy(desc(platformAudit.id))
    .limit(limit + 1);
  return idKeyset.page(rows, limit, toEntry, (row) => ({ id: row.id }));
}
