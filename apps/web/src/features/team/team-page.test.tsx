import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Invitation, type Member, permissionsForRole } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, errorBody, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { stubScreen } from '../../test/screen-size';

const ID = (n: number) => `0b6f6a52-5a4e-4d0e-9a55-00000000000${n}`;

function member(overrides: Partial<Member>): Member {
  return {
    user_id: ID(1),
    username: 'sri',
    full_name: 'Sri Wahyuni',
    email: 'sri@warung.id',
    role: 'owner',
    status: 'active',
    is_self: true,
    joined_at: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

const MEMBERS = [
  member({}),
  member({
    user_id: ID(2),
    username: 'budi',
    full_name: 'Budi Santoso',
    email: 'budi@warung.id',
    role: 'cashier',
    is_self: false,
  }),
  member({
    user_id: ID(3),
    username: 'ani',
    full_name: 'Ani',
    email: 'ani@warung.id',
    role: 'owner',
    is_self: false,
  }),
];

const INVITATION: Invitation = {
  id: ID(7),
  email: 'dewi@warung.id',
  role: 'viewer',
  state: 'expired',
  invited_by_name: 'Sri Wahyuni',
  expires_at: '2026-01-01T03:00:00.000Z',
  last_sent_at: '2025-12-25T03:00:00.000Z',
  created_at: '2025-12-25T03:00:00.000Z',
};

const LINK = 'https://usaha.example/auth/invitation?token=';

const list = <T,>(data: T[]) => ({
  body: { success: true, data, meta: { next_cursor: null, has_more: false } },
});

let api: FakeApi;

function signIn(role: 'owner' | 'manager' | 'viewer') {
  const user = makeUser({
    permissions: permissionsForRole(role),
    business: { id: 'b_1', name: 'Warung Bu Sri', currency: 'IDR', timezone: 'Asia/Jakarta', role },
  });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}

/** Opens a Mantine Select and returns its list (every Select keeps its own list in the page). */
async function openList(combobox: HTMLElement) {
  fireEvent.click(combobox);
  const id = await waitFor(() => {
    const controls = combobox.getAttribute('aria-controls');
    if (!controls) throw new Error('The list is not open');
    return controls;
  });
  return within(document.getElementById(id) as HTMLElement);
}

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  api.on('GET /v1/team/members/', list(MEMBERS));
  api.on('GET /v1/team/invitations/', list([INVITATION]));
});

test('an owner sees every member with role choices and actions, and changes a role', async () => {
  signIn('owner');
  api.on(`PUT /v1/team/members/${ID(2)}/`, {
    body: { success: true, data: { ...MEMBERS[1], role: 'accountant' } },
  });
  renderRoutes(routes, '/apps/settings/users');

  const rows = await screen.findAllByTestId('member-row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0] as HTMLElement).getByText('You')).toBeTruthy();
  // Owners may change owners; the owner's own row offers leaving, not removal.
  expect(screen.getByRole('combobox', { name: 'Role of Ani' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Actions for Sri Wahyuni' }));
  expect(
    await screen.findByRole('menuitem', { name: 'Leave this business', hidden: true }),
  ).toBeTruthy();
  expect(screen.queryByRole('menuitem', { name: 'Remove from the team', hidden: true })).toBeNull();

  const budi = await openList(screen.getByRole('combobox', { name: 'Role of Budi Santoso' }));
  fireEvent.click(budi.getByRole('option', { name: 'Accountant', hidden: true }));
  expect(await screen.findByText('Budi Santoso is now Accountant.')).toBeTruthy();
  expect(api.calls(`PUT /v1/team/members/${ID(2)}/`)[0]?.body).toEqual({ role: 'accountant' });
  // The invite form offers every role to an owner, with what each may do.
  expect(screen.getByRole('heading', { name: 'Invite a member' })).toBeTruthy();
  const role = screen.getByRole('combobox', { name: 'Role' });
  const help = document.getElementById(role.getAttribute('aria-describedby') ?? '');
  expect(help?.textContent).toMatch(/^Records money in and out/);
});

test('the last owner cannot be demoted: the translated LAST_OWNER message is shown', async () => {
  signIn('owner');
  api.on(`PUT /v1/team/members/${ID(1)}/`, {
    status: 422,
    body: errorBody('LAST_OWNER', 'The business needs an active owner'),
  });
  renderRoutes(routes, '/apps/settings/users');

  const own = await openList(await screen.findByRole('combobox', { name: 'Role of Sri Wahyuni' }));
  fireEvent.click(own.getByRole('option', { name: 'Manager', hidden: true }));
  expect(
    await screen.findByText(
      'A business needs at least one owner: make someone else an owner first.',
    ),
  ).toBeTruthy();
});

test('a manager leaves owners alone and cannot invite owners', async () => {
  signIn('manager');
  renderRoutes(routes, '/apps/settings/users');

  await screen.findAllByTestId('member-row');
  expect(screen.queryByRole('combobox', { name: 'Role of Ani' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Actions for Ani' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Role of Budi Santoso' })).toBeTruthy();
  const roles = await openList(screen.getByRole('combobox', { name: 'Role' }));
  expect(roles.getByRole('option', { name: /^Manager/, hidden: true })).toBeTruthy();
  expect(roles.queryByRole('option', { name: /^Owner/, hidden: true })).toBeNull();
});

test('a viewer sees no team and no action', async () => {
  signIn('viewer');
  renderRoutes(routes, '/apps/settings/users');

  expect(await screen.findByText('Only for owners and managers')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
  expect(api.calls('GET /v1/team/members/')).toHaveLength(0);
});

test('removing a member asks first; an invitation is sent, resent and revoked', async () => {
  signIn('owner');
  api.on(`DELETE /v1/team/members/${ID(2)}/`, { body: { success: true, message: 'ok' } });
  api.on('POST /v1/team/invitations/', {
    status: 201,
    body: {
      success: true,
      data: {
        ...INVITATION,
        id: ID(8),
        email: 'eko@warung.id',
        role: 'cashier',
        state: 'pending',
        link: `${LINK}first`,
      },
    },
  });
  api.on(`POST /v1/team/invitations/${ID(7)}/resend/`, {
    body: { success: true, data: { ...INVITATION, state: 'pending', link: `${LINK}again` } },
  });
  api.on(`DELETE /v1/team/invitations/${ID(7)}/`, { body: { success: true, message: 'ok' } });
  renderRoutes(routes, '/apps/settings/users');

  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Budi Santoso' }));
  fireEvent.click(
    await screen.findByRole('menuitem', { name: 'Remove from the team', hidden: true }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Remove this member?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the team' }));
  expect(await screen.findByText('Budi Santoso has been removed from the team.')).toBeTruthy();
  expect(api.calls(`DELETE /v1/team/members/${ID(2)}/`)).toHaveLength(1);

  fireEvent.change(screen.getByLabelText(/^Email address/), {
    target: { value: 'Eko@Warung.id ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  // The link comes once, to share: copied, or in a prepared WhatsApp message.
  const share = within(await screen.findByRole('region', { name: 'Invitation sent' }));
  expect(share.getByText(/emailed to eko@warung.id/)).toBeTruthy();
  expect((share.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(`${LINK}first`);
  const whatsapp = new URL(
    share.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '',
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(
    'Hello! You are invited to join Warung Bu Sri on Usaha as Cashier. Open this link (valid for 7 days) ' +
      `and sign up or log in with the email eko@warung.id:\n${LINK}first`,
  );
  expect(share.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  expect(api.calls('POST /v1/team/invitations/')[0]?.body).toEqual({
    email: 'Eko@Warung.id',
    role: 'cashier',
  });

  const invitation = screen.getByTestId('invitation');
  expect(within(invitation).getByText('Expired')).toBeTruthy();
  fireEvent.click(within(invitation).getByRole('button', { name: /Resend the invitation/ }));
  await waitFor(() =>
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(
      `${LINK}again`,
    ),
  );
  expect(screen.getByText(/emailed to dewi@warung.id/)).toBeTruthy();
  fireEvent.click(within(invitation).getByRole('button', { name: /Revoke the invitation/ }));
  const revoke = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
  fireEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.calls(`DELETE /v1/team/invitations/${ID(7)}/`)).toHaveLength(1));
});

test('an address that is already a member is said on the email field', async () => {
  signIn('owner');
  api.on('POST /v1/team/invitations/', {
    status: 409,
    body: errorBody('CONFLICT', 'Already a member', { email: ['Already a member'] }),
  });
  renderRoutes(routes, '/apps/settings/users');

  fireEvent.change(await screen.findByLabelText(/^Email address/), {
    target: { value: 'budi@warung.id' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText('This address already belongs to a member of this business.'),
  ).toBeTruthy();
});

test('an unverified inviter is told to verify the address first', async () => {
  signIn('owner');
  api.on('POST /v1/team/invitations/', {
    status: 422,
    body: errorBody('EMAIL_NOT_VERIFIED', 'Verify your email address first'),
  });
  renderRoutes(routes, '/apps/settings/users');

  fireEvent.change(await screen.findByLabelText(/^Email address/), {
    target: { value: 'dewi@warung.id' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText(
      'Verify your email address first: open the link we sent to it, or send a new one from the banner at the top of the page.',
    ),
  ).toBeTruthy();
});

test('a plan full of members shows the way to a bigger plan, or whom to ask', async () => {
  signIn('owner');
  api.on('POST /v1/team/invitations/', {
    status: 422,
    body: errorBody(
      'PLAN_LIMIT',
      'The Gratis plan allows 1 user. Upgrade your plan to add members.',
    ),
  });
  const { router } = renderRoutes(routes, '/apps/settings/users');
  fireEvent.change(await screen.findByLabelText(/^Email address/), {
    target: { value: 'dewi@warung.id' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText(/The Gratis plan allows 1 user/)).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'See plans & upgrade' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/settings/subscription'));
});

test('on a phone each member is a card', async () => {
  stubScreen('phone');
  signIn('owner');
  renderRoutes(routes, '/apps/settings/users');

  expect(await screen.findAllByTestId('member-card')).toHaveLength(3);
  expect(screen.queryByRole('table')).toBeNull();
});

test('leaving the business moves the session to another business of the user', async () => {
  signIn('owner');
  const elsewhere = makeUser({
    permissions: permissionsForRole('cashier'),
    business: {
      id: 'b_2',
      name: 'Toko Lain',
      currency: 'IDR',
      timezone: 'Asia/Jakarta',
      role: 'cashier',
    },
  });
  api.on(`DELETE /v1/team/members/${ID(1)}/`, { body: { success: true, message: 'ok' } });
  api.on('POST /v1/auth/refresh/', { body: { success: true, access: 'tok-2', message: 'ok' } });
  const { router } = renderRoutes(routes, '/apps/settings/users');

  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Sri Wahyuni' }));
  fireEvent.click(
    await screen.findByRole('menuitem', { name: 'Leave this business', hidden: true }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Leave this business?' });
  api.on('GET /v1/auth/profile/', { body: { success: true, user: elsewhere, message: 'ok' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Leave this business' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(authStore.getState().token).toBe('tok-2');
  expect(authStore.getState().user?.business?.name).toBe('Toko Lain');
});
