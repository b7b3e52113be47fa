/**
 * A payment provider's API as a local HTTP server, for the providers' own libraries to call in
 * tests (the edge of the outside world: nothing reaches Stripe or Midtrans from CI). It records
 * each request and answers with what the test gives for its path.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedCall = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/** An answer that is the provider failing (its servers down): the HTTP status alone. */
export class ProviderFailure {
  constructor(readonly status: number) {}
}

export async function startFakeProviderApi(answers: Record<string, unknown>) {
  const calls: RecordedCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      calls.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers[path];
      if (answer instanceof ProviderFailure) {
        response.writeHead(answer.status, { 'content-type': 'text/html' });
        response.end('<html><body>Service Unavailable</body></html>');
        return;
      }
      response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { error: { message: `no answer for ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
