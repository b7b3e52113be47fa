/**
 * What the matrix's records are made with: a valid upload, a caller's profile and sessions, and
 * the token an invitation mail carries.
 */
import type { AuthUser, SessionInfo } from '@usaha/shared';
import { expect } from 'vitest';
import { tinyJpeg } from '../files';
import type { TestApp, TestClient } from '../harness';
import { data } from '../ledger';

/** In every name made here: a response that shows it to the outsider leaks business A. */
export const MARK = 'Rahasia-A';

export type RequestSpec = { body?: unknown; headers?: Record<string, string>; query?: string };

/** The same file the attachment fixture holds: a valid upload. */
export const jpegUpload = (): RequestSpec => ({
  body: tinyJpeg(),
  headers: { 'content-type': 'image/jpeg' },
  query: `?filename=${MARK}.jpg`,
});

export async function profileOf(client: TestClient): Promise<AuthUser> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: AuthUser }>().user;
}

export async function sessionsOf(client: TestClient): Promise<SessionInfo[]> {
  return data<SessionInfo[]>(await client.request('GET', '/api/v1/privacy/sessions/'));
}

/** The token in the invitation link mailed to `email` (the mail leaves after the commit). */
export async function tokenMailedTo(t: TestApp, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = t
      .mails()
      .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((text) => text.includes(email));
    const token = mail?.match(/invitation\?token=([A-Za-z0-9_%.~-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no invitation mail to ${email}`);
}
