/** Roles and permissions (DESIGN.md §4): named once here, resolved from the role on both sides. */

export const PERMISSIONS = [
  'business.view',
  'business.delete',
  'cashbook.view',
  'cashbook.manage',
  'category.manage',
  'transaction.view',
  'transaction.create',
  'transaction.update',
  'transaction.delete',
  'transaction.import',
  'transaction.export',
  'invoice.view',
  'invoice.manage',
  'invoice.delete',
  'debt.view',
  'debt.manage',
  'debt.delete',
  'contact.view',
  'contact.manage',
  'product.view',
  'product.manage',
  'note.view',
  'note.manage',
  'report.view',
  'activity.view',
  'notification.view',
  'team.view',
  'team.manage',
  'settings.manage',
  'billing.view',
  'billing.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const BUSINESS_ROLES = ['owner', 'manager', 'accountant', 'cashier', 'viewer'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export const PLATFORM_ROLES = ['superadmin', 'staff', 'editor'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** Platform roles that pass the admin guard and may call /api/v1/admin/*. */
export const ADMIN_ROLES: readonly PlatformRole[] = ['superadmin', 'staff'];

const READ: Permission[] = [
  'business.view',
  'cashbook.view',
  'transaction.view',
  'invoice.view',
  'debt.view',
  'contact.view',
  'product.view',
  'note.view',
  'notification.view',
];

const without = (excluded: Permission[]) => PERMISSIONS.filter((p) => !excluded.includes(p));

export const ROLE_PERMISSIONS: Record<BusinessRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: without(['business.delete', 'billing.manage']),
  accountant: [
    ...READ,
    'cashbook.manage',
    'category.manage',
    'transaction.create',
    'transaction.update',
    'transaction.delete',
    'transaction.import',
    'transaction.export',
    'invoice.manage',
    'invoice.delete',
    'debt.manage',
    'debt.delete',
    'contact.manage',
    'product.manage',
    'note.manage',
    'report.view',
    'activity.view',
  ],
  cashier: [
    ...READ,
    'transaction.create',
    'invoice.manage',
    'debt.manage',
    'contact.manage',
    'note.manage',
  ],
  viewer: READ,
};

export function permissionsForRole(role: BusinessRole): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function isBusinessRole(value: string): value is BusinessRole {
  return (BUSINESS_ROLES as readonly string[]).includes(value);
}

export function isPlatformRole(value: string): value is PlatformRole {
  return (PLATFORM_ROLES as readonly string[]).includes(value);
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** Platform roles that write the blog (issue 18): editors, and superadmins, who may do all. */
export const EDITOR_ROLES: readonly PlatformRole[] = ['editor', 'superadmin'];

export function isEditor(roles: readonly string[]): boolean {
  return roles.some((role) => (EDITOR_ROLES as readonly string[]).includes(role));
}
