export type TestDatabaseInfo =
  | { engine: 'pglite'; snapshot: string }
  | { engine: 'postgres'; url: string; template: string };

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
