/** Four eyes: no staff member acts on the billing of a business they belong to (403). */
import { AppError } from '@usaha/shared';
import type { Executor } from '../../db/client';
import type { StaffActor } from '../../lib/platform-audit';
import type { BillingCounts } from './billing.types';

export function fourEyes(isMember: BillingCounts['isMember']) {
  /** Whether the staff member belongs to the business (the admin page says another must act). */
  function isOwnBusiness(tx: Executor, staff: StaffActor, businessId: string) {
    return isMember(tx, businessId, staff.userId);
  }

  return {
    isOwnBusiness,

    /** Refuses a staff member's action on a business of their own: another must take it. */
    async requireOtherStaff(
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
    },
  };
}
