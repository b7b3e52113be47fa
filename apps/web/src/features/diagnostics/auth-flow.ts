/** The auth calls of SPEC.md §7, one after another, each step reported as it happens. */
import { type Probe, probe } from './diagnostics.api';

export const FLOW_STEPS = ['csrf', 'login', 'profile', 'refresh', 'logout'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/** Stops at the first failing step: each later one needs what the earlier one returned. */
export async function runAuthFlow(
  credentials: { username: string; password: string },
  report: (step: FlowStep, result: Probe) => void,
): Promise<void> {
  const csrf = await probe('/v1/auth/csrf/');
  report('csrf', csrf);
  if (!csrf.ok) return;
  const csrfHeader = { 'X-CSRFToken': field(csrf.body, 'csrfToken') ?? '' };

  const login = await probe('/v1/auth/login/', {
    method: 'POST',
    headers: csrfHeader,
    body: { ...credentials, remember_me: false },
  });
  report('login', login);
  const access = field(login.body, 'access');
  if (!login.ok || !access) return;

  const profile = await probe('/v1/auth/profile/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  report('profile', profile);
  if (!profile.ok) return;

  const refresh = await probe('/v1/auth/refresh/', {
    method: 'POST',
    headers: csrfHeader,
    body: { refresh: access },
  });
  report('refresh', refresh);
  const renewed = field(refresh.body, 'access');
  if (!refresh.ok || !renewed) return;

  const logout = await probe('/v1/auth/logout/', {
    method: 'POST',
    headers: { ...csrfHeader, Authorization: `Bearer ${renewed}` },
    body: {},
  });
  report('logout', logout);
}
