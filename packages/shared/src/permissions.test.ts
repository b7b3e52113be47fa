import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ROLES,
  isAdmin,
  PERMISSIONS,
  permissionsForRole,
  ROLE_PERMISSIONS,
} from './permissions';

describe('role presets', () => {
  it('give the owner everything and keep every role within the known names', () => {
    expect(permissionsForRole('owner')).toEqual([...PERMISSIONS]);
    for (const role of BUSINESS_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    }
  });
  it('keep billing with the owner and deletes away from cashiers', () => {
    expect(permissionsForRole('manager')).not.toContain('billing.manage');
    expect(permissionsForRole('accountant')).not.toContain('team.manage');
    expect(permissionsForRole('cashier')).not.toContain('transaction.delete');
    expect(permissionsForRole('cashier')).not.toContain('report.view');
    expect(permissionsForRole('viewer').every((p) => p.endsWith('.view'))).toBe(true);
  });
  it('counts only superadmin and staff as admin', () => {
    expect(isAdmin(['superadmin'])).toBe(true);
    expect(isAdmin(['staff', 'owner'])).toBe(true);
    expect(isAdmin(['editor'])).toBe(false);
    expect(isAdmin(['owner'])).toBe(false);
  });
});
