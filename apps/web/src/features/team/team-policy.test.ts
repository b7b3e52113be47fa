import type { Member } from '@usaha/shared';
import { expect, test } from 'vitest';
import { assignableRoles, canChangeAccess, canChangeRole } from './team-policy';

const member = (overrides: Partial<Member>): Member => ({
  user_id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
  username: 'budi',
  full_name: 'Budi',
  email: 'budi@warung.id',
  role: 'cashier',
  status: 'active',
  is_self: false,
  joined_at: '2026-01-05T03:00:00.000Z',
  ...overrides,
});

test('an owner gives any role, a manager every role but owner, a reader none', () => {
  expect(assignableRoles({ canManage: true, isOwner: true })).toEqual([
    'owner',
    'manager',
    'accountant',
    'cashier',
    'viewer',
  ]);
  expect(assignableRoles({ canManage: true, isOwner: false })).not.toContain('owner');
  expect(assignableRoles({ canManage: false, isOwner: false })).toEqual([]);
});

test('a manager leaves owners alone; nobody disables or removes themselves', () => {
  const manager = { canManage: true, isOwner: false };
  const owner = { canManage: true, isOwner: true };
  expect(canChangeRole(manager, member({ role: 'owner' }))).toBe(false);
  expect(canChangeRole(manager, member({ role: 'cashier' }))).toBe(true);
  expect(canChangeRole(owner, member({ role: 'owner' }))).toBe(true);
  expect(canChangeAccess(owner, member({ is_self: true, role: 'owner' }))).toBe(false);
  expect(canChangeRole(owner, member({ is_self: true, role: 'owner' }))).toBe(true);
  expect(canChangeAccess({ canManage: false, isOwner: false }, member({}))).toBe(false);
});
