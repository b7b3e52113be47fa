import { describe, expect, it } from 'vitest';
import { isActiveOwnerAmong, leavesNoOwner, touchesOwnership } from './member-rules';

const owner = { role: 'owner', status: 'active' } as const;
const disabledOwner = { role: 'owner', status: 'disabled' } as const;
const manager = { role: 'manager', status: 'active' } as const;

describe('membership rules', () => {
  it('counts making, changing and removing an owner as touching ownership', () => {
    expect(touchesOwnership(manager, owner)).toBe(true);
    expect(touchesOwnership(owner, manager)).toBe(true);
    expect(touchesOwnership(owner, null)).toBe(true);
    expect(touchesOwnership(disabledOwner, disabledOwner)).toBe(true);
    expect(touchesOwnership(manager, { role: 'viewer', status: 'disabled' })).toBe(false);
    expect(touchesOwnership(manager, null)).toBe(false);
  });

  it('refuses to lose the last active owner, by demotion, disabling or removal', () => {
    const alone = [{ userId: 'a', status: 'active' }];
    expect(leavesNoOwner(alone, 'a', owner, manager)).toBe(true);
    expect(leavesNoOwner(alone, 'a', owner, disabledOwner)).toBe(true);
    expect(leavesNoOwner(alone, 'a', owner, null)).toBe(true);
    expect(leavesNoOwner(alone, 'a', owner, owner)).toBe(false);
  });

  it('lets an owner go while another active owner stays', () => {
    const two = [
      { userId: 'a', status: 'active' },
      { userId: 'b', status: 'active' },
    ];
    expect(leavesNoOwner(two, 'a', owner, manager)).toBe(false);
    const otherDisabled = [
      { userId: 'a', status: 'active' },
      { userId: 'b', status: 'disabled' },
    ];
    expect(leavesNoOwner(otherDisabled, 'a', owner, null)).toBe(true);
  });

  it('never blocks changes to someone who is not an active owner', () => {
    expect(leavesNoOwner([], 'c', manager, null)).toBe(false);
    expect(leavesNoOwner([{ userId: 'c', status: 'disabled' }], 'c', disabledOwner, null)).toBe(
      false,
    );
  });

  it('knows an active owner among the locked rows', () => {
    const owners = [
      { userId: 'a', status: 'active' },
      { userId: 'b', status: 'disabled' },
    ];
    expect(isActiveOwnerAmong(owners, 'a')).toBe(true);
    expect(isActiveOwnerAmong(owners, 'b')).toBe(false);
    expect(isActiveOwnerAmong(owners, 'c')).toBe(false);
  });
});
