/**
 * The two measurements every keyset list gets (invoices, debts): the app against a bare handler
 * running the same statements (req/s, app ÷ bare), and page 1 against a deep page by cursor, one
 * request at a time (mean time, page 1 ÷ deep), after checking that the baseline answers the
 * same and that the deep page is a full page without totals.
 */
import { fitConnections, getJson, sameAnswer } from './figure-helpers';
import type { LedgerRun } from './ledger-figures';
import type { Comparison } from './load';
import { comparison, type Measured, measureAlternately } from './load';

type Headers = Record<string, string>;

export async function versusBare(
  run: LedgerRun,
  what: string,
  list: { url: string; headers: Headers },
  bareUrl: string,
): Promise<Comparison> {
  const settings = { ...run.settings, timeoutSeconds: 60 };
  sameAnswer(what, await getJson(list.url, list.headers), await getJson(bareUrl, {}));
  run.log(`• ${what} against a bare handler, same SQL`);
  const [app, bare] = await measureAlternately(
    [
      { label: 'page 1', url: list.url, headers: list.headers },
      { label: 'bare same SQL, page 1', url: bareUrl },
    ],
    await fitConnections(settings, list.url, list.headers, run.log),
    run.log,
  );
  if (!app || !bare) throw new Error(`${what}: a measurement is missing`);
  return comparison(app, bare, run.log);
}

export async function versusDeepPage(
  run: LedgerRun,
  what: string,
  first: { url: string; headers: Headers },
  deep: { url: string; label: string; size: number },
): Promise<[Measured, Measured]> {
  const body = (await getJson(deep.url, first.headers)) as {
    data: unknown[];
    meta: { totals: unknown };
  };
  if (body.data.length !== deep.size || body.meta.totals !== null) {
    throw new Error(`${deep.url}: expected a full page without totals`);
  }
  run.log(`• ${what}: page 1 vs ${deep.label}, one request at a time`);
  const [pageOne, deepPage] = await measureAlternately(
    [
      { label: 'page 1', url: first.url, headers: first.headers },
      { label: deep.label, url: deep.url, headers: first.headers },
    ],
    { ...run.settings, timeoutSeconds: 60, connections: 1 },
    run.log,
  );
  if (!pageOne || !deepPage) throw new Error(`${what}: a page measurement is missing`);
  return [pageOne, deepPage];
}
