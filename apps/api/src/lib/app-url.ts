/**
 * Where links for people point (docs/decisions.md, "Links without PUBLIC_URL"). PUBLIC_URL wins
 * when set. Without it, a link a signed-in member hands on (a WhatsApp text, a copied link, the
 * invoice or invitation they mail) points where their request came: the address they opened the
 * app at. A mail sent without a session (a password reset) never takes the request's Host
 * header, which anyone can forge to aim the link at their own site: it points where the user's
 * sessions were last used, or at the default.
 */
import { hostname as machineName, networkInterfaces } from 'node:os';
import { isLoopbackHost } from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    appUrls: AppUrlConfig;
  }
}

export type AppUrlConfig = {
  /** PUBLIC_URL, when set. */
  publicUrl: string | undefined;
  /** Where links point when nothing better is known: http://localhost:PORT. */
  fallback: string;
};

/** A host as browsers send it: a name, an IPv4 address or a bracketed IPv6 one, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the request was made to, or null when its Host is not a plain host. */
export function originOf(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || host.length > 260 || !HOST.test(host)) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/** This machine's own addresses and name, and loopback: a Host naming one cannot aim elsewhere. */
export function isOwnHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isLoopbackHost(host)) return true;
  const name = machineName().toLowerCase();
  if (host === name || host === `${name}.local`) return true;
  return Object.values(networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((address) => address.address.toLowerCase() === host),
  );
}

/** Where the links a signed-in member hands on point, for this request. */
export function memberAppUrl(config: AppUrlConfig, request: FastifyRequest): string {
  return config.publicUrl ?? originOf(request) ?? config.fallback;
}

/**
 * For a mail this request sends without a session (the verification mail of a sign-up): the
 * request's own address only when it names this machine (a phone on the Wi-Fi opened
 * http://192.168.1.5:3000), never a name a forged Host header could carry.
 */
export function sessionlessAppUrl(config: AppUrlConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const origin = originOf(request);
  return origin && isOwnHost(new URL(origin).hostname) ? origin : config.fallback;
}

/** For a mail to a user sent without a request of theirs: where their sessions were last used. */
export function rememberedAppUrl(config: AppUrlConfig, lastUsed: string | null): string {
  return config.publicUrl ?? lastUsed ?? config.fallback;
}

/** Gives every request's origin (lib/actor.ts `requestOrigin`) the app's link configuration. */
export function registerAppUrls(app: FastifyInstance, config: AppUrlConfig): void {
  app.decorate('appUrls', config);
}

/** Where a link an author hands on points: theirs, or PUBLIC_URL's default when none is known. */
export function authorAppUrl(config: AppUrlConfig, author: { appUrl: string | null }): string {
  return author.appUrl ?? config.publicUrl ?? config.fallback;
}
