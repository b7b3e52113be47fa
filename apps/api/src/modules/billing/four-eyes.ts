/** Four eyes: no staff member acts on the billing of a business they belong to (403). */
import { AppError } from '@usaha/shared';
import type { Executor } from '../../db/client';
import type { StaffActor } from '../../lib/platform-audit';
import { belongsToBusiness } from '../team/team.guards';

/** Whether the staff member belongs to the business (the admin page says another must act). */
export function isOwnBusiness(tx: Executor, staff: StaffActor, businessId: string) {
  return belongsToBusiness(tx, businessId, staff.userId);
}

/** Refuses a staff member's action on a business of their own: another must take it. */
export async function requireOtherStaff(
  tx: Executor,
  staff: StaffActor,
  businessId: string | null,
): Promise<void> {
  if (businessId && (await isOwnBusiness(tx, staff, businessId))) {
    throw new AppError(
      'FOUR_EYES_REQUIRED',
      'You belong to this business: another staff member must do this',
    );
  }
}
