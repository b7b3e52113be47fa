/**
 * Registration asks for no username: the server proposes one from the email, unique, and the
 * person logs in with the email or with it, and may change it in the profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';

const PASSWORD = 'Warung-Siti-2026';
let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-up without a username, from an address of its own (sign-ups are limited per address). */
async function signUpWithout(email: string) {
  counter += 1;
  const client = new TestClient(t.app, `10.77.0.${counter}`);
  const response = await client.register({ username: undefined, email });
  expect(response.statusCode, response.body).toBe(201);
  return { client, username: response.json<{ user: { username: string } }>().user.username };
}

describe('registration without a username', () => {
  it('proposes the local part of the email, and a numbered one when it is taken', async () => {
    const first = await signUpWithout(`Rina.Wati+toko${process.pid}@example.com`);
    expect(first.username).toBe(`rina.watitoko${process.pid}`);

    const second = await signUpWithout(`rina.wati+toko${process.pid}@mail.example`);
    expect(second.username).toMatch(new RegExp(`^rina\\.watitoko${process.pid}\\d{4}$`));

    const short = await signUpWithout(`b${process.pid % 10}@example.com`);
    expect(short.username).toMatch(/^userb\d(\d{4})?$/);
  });

  it('logs in with the email and with the proposed username', async () => {
    const email = `dewi${process.pid}@example.com`;
    const { username } = await signUpWithout(email);
    const byEmail = await new TestClient(t.app, '10.77.1.1').login(email.toUpperCase(), PASSWORD);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const byName = await new TestClient(t.app, '10.77.1.2').login(username, PASSWORD);
    expect(byName.statusCode, byName.body).toBe(200);
  });

  it('still takes a chosen username, and refuses a malformed one', async () => {
    const chosen = await new TestClient(t.app, '10.77.2.1').register({
      username: `pilihan${process.pid}`,
      email: `lain${process.pid}@example.com`,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().user.username).toBe(`pilihan${process.pid}`);
    const bad = await new TestClient(t.app, '10.77.2.2').register({
      username: 'a b',
      email: `salah${process.pid}@example.com`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('username');
  });
});

describe('changing the username in the profile', () => {
  const profile = (username: string | undefined, email: string) => ({
    username,
    full_name: 'Rina',
    email,
    phone: null,
    language: 'id',
  });

  it('changes it, keeps it when absent, and refuses one another account holds', async () => {
    const email = `ganti${process.pid}@example.com`;
    const { client } = await signUpWithout(email);
    const other = await signUpWithout(`orang${process.pid}@example.com`);
    const wanted = `tokorina${process.pid}`;

    const changed = await client.request('PUT', '/api/v1/account/profile/', {
      body: profile(wanted.toUpperCase(), email),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.username).toBe(wanted);

    const kept = await client.request('PUT', '/api/v1/account/profile/', {
      body: profile(undefined, email),
    });
    expect(kept.json().user.username).toBe(wanted);
    const login = await new TestClient(t.app, '10.77.3.1').login(wanted, PASSWORD);
    expect(login.statusCode, login.body).toBe(200);

    const taken = await client.request('PUT', '/api/v1/account/profile/', {
      body: profile(other.username, email),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    expect(taken.json().errors).toHaveProperty('username');
  });
});
