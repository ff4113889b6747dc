import { createSecureServer } from 'node:http2';
import { serve, type ServerType } from '@hono/node-server';
import { selfSignedCertificate } from './self-signed';

export interface ListenOptions {
  host: string;
  port: number;
  /**
   * HTTP/2 over TLS with a throwaway certificate, as the nginx sample serves a site (the performance
   * bench measures that way: over HTTP/1.1 a phone fetches six files at a time). HTTP/1.1 is still
   * answered on it, for clients without HTTP/2.
   */
  https?: boolean;
}

/** Serves `app` on `host:port`; `onListening` gets the origin it answers on. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  { host, port, https = false }: ListenOptions,
  onListening: (origin: string) => void = () => undefined,
): ServerType {
  // The port it got, not the one asked for: 0 asks for any free one.
  // An IPv6 host goes in brackets in a URL (`http://[::1]:4300`).
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const listening = ({ port: actual }: { port: number }) => onListening(`${https ? 'https' : 'http'}://${urlHost}:${actual}`);
  if (!https) return serve({ fetch: app.fetch, hostname: host, port }, listening);
  const serverOptions = { ...selfSignedCertificate(host), allowHTTP1: true };
  return serve({ fetch: app.fetch, hostname: host, port, createServer: createSecureServer, serverOptions }, listening);
}
