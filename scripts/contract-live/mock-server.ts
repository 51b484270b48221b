/**
 * The console's mock handlers served over real HTTP by Node, one path prefix per service
 * (`http://127.0.0.1:<port>/coupon/api/v1/…`), so the live runner can be pointed at it like at any
 * host: `--host http://127.0.0.1:<port>/coupon`. Each request is handed to msw's `getResponse` as a
 * request to that service's schema host, which is what the handlers answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

export interface MockHttpServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The base URL of one service: what `--host` takes. */
  readonly hostOf: (service: string) => string;
  readonly close: () => Promise<void>;
}

export async function serveMock(
  handlers: readonly RequestHandler[],
  serviceHosts: Readonly<Record<string, string>>,
  port = 0,
): Promise<MockHttpServer> {
  const server: Server = createServer((incoming, outgoing) => {
    answer(incoming, handlers, serviceHosts)
      .then(async (response) => {
        // The mock's "offline" fault is a network error: the connection drops with no answer.
        if (response.type === 'error') return void outgoing.destroy();
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hostOf: (service) => `${origin}/${service}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function answer(
  incoming: IncomingMessage,
  handlers: readonly RequestHandler[],
  serviceHosts: Readonly<Record<string, string>>,
): Promise<Response> {
  const url = new URL(incoming.url ?? '/', 'http://localhost');
  const [, service, ...rest] = url.pathname.split('/');
  const host = service ? serviceHosts[service] : undefined;
  if (!host) return Response.json({ message: `no service ${service ?? ''}` }, { status: 404 });
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const method = incoming.method ?? 'GET';
  const request = new Request(`${host}/${rest.join('/')}${url.search}`, {
    method,
    headers,
    ...(chunks.length > 0 && method !== 'GET' && method !== 'HEAD' ? { body: Buffer.concat(chunks) } : {}),
  });
  const response = await getResponse([...handlers], request);
  return response ?? Response.json({ message: `no handler for ${method} ${url.pathname}` }, { status: 404 });
}
