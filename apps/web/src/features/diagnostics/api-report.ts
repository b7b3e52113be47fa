/** The /test-api results as plain text for support: what was checked, how it went, how long it took. */
import type { Probe } from './diagnostics.api';

type HealthBody = { database?: { kind?: string; latency_ms?: number | null } };

/** The database's kind and latency from the health check's answer, when it gave them. */
export function databaseOf(probe: Probe | null): { kind: string; latencyMs: number | null } | null {
  const database = (probe?.body as HealthBody | null | undefined)?.database;
  if (!database?.kind) return null;
  return { kind: database.kind, latencyMs: database.latency_ms ?? null };
}

/** The report's fixed words, in the page's language. */
export type ReportWords = {
  title: string;
  ok: string;
  failed: string;
  notRun: string;
  noResponse: string;
  database: string;
};

export function apiReport(input: {
  words: ReportWords;
  facts: [string, string][];
  checks: [string, Probe | null][];
  at: Date;
  userAgent: string;
}): string {
  const { words } = input;
  const lines = [`${words.title} — ${input.at.toISOString()}`, input.userAgent];
  for (const [label, value] of input.facts) lines.push(`${label}: ${value}`);
  for (const [label, probe] of input.checks) {
    if (!probe) {
      lines.push(`${label}: ${words.notRun}`);
      continue;
    }
    const answer = probe.status ?? `${words.noResponse} (${probe.error ?? ''})`;
    const verdict = probe.ok ? words.ok : words.failed;
    lines.push(`${label}: ${verdict} · ${probe.method} ${probe.path} → ${answer} · ${probe.ms} ms`);
  }
  const health = input.checks.map(([, probe]) => databaseOf(probe)).find(Boolean);
  if (health) lines.push(`${words.database}: ${health.kind} · ${health.latencyMs ?? '—'} ms`);
  return lines.join('\n');
}
