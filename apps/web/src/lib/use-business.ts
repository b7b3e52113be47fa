/** The signed-in user's business as pages need it: its currency and time zone. */
import { useAuth } from './auth-store';

export const DEFAULT_CURRENCY = 'IDR';
export const DEFAULT_TIMEZONE = 'Asia/Jakarta';

export function useBusiness() {
  const { user } = useAuth();
  return {
    currency: user?.business?.currency ?? DEFAULT_CURRENCY,
    timezone: user?.business?.timezone ?? DEFAULT_TIMEZONE,
  };
}
