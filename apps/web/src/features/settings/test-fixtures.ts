/** The business settings and a signed-in session shared by the business settings page tests. */
import { type BusinessSettings, permissionsForRole } from '@usaha/shared';
import { authStore } from '../../lib/auth-store';
import { type FakeApi, makeUser } from '../../test/fake-api';

export { SETTINGS } from '../../test/business-settings-fixtures';

export function signIn(api: FakeApi, role: 'owner' | 'viewer' | 'cashier') {
  const user = makeUser({
    permissions: permissionsForRole(role),
    business: {
      id: 'b_1',
      name: 'Warung Bu Sri',
      currency: 'IDR',
      timezone: 'Asia/Jakarta',
      role,
    },
  });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}

export const settingsAnswer = (data: BusinessSettings) => ({ body: { success: true, data } });
