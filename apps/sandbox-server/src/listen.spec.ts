import { connect, createSecureServer, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { selfSignedCertificate } from './self-signed';
import { createServerApp } from './server-app';

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** Status, body and the protocol agreed of one HTTP/2 GET. */
function get2(origin: string, path: string, tls: { ca?: string; rejectUnauthorized?: boolean }) {
  return new Promise<{ status: number; body: string; alpn: string | undefined }>((resolve, reject) => {
    const session: ClientHttp2Session = connect(origin, tls);
    closers.push(() => session.close());
    session.on('error', reject);
    const request = session.request({ ':path': path });
    let status = 0;
    let body = '';
    request.on('response', (headers) => (status = Number(headers[':status'])));
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve({ status, body, alpn: session.alpnProtocol }));
    request.on('error', reject);
    request.end();
  });
}

describe('the sandbox over HTTP/2 with TLS (`--https`), as a deployed site is served', () => {
  it('answers the API over HTTP/2 on an https origin', async () => {
    const origin = await new Promise<string>((resolve) => {
      const server = listen(createServerApp(), { host: '127.0.0.1', port: 0, https: true }, resolve);
      closers.push(() => server.close());
    });
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await get2(origin, '/wps/system/domainRoute', { rejectUnauthorized: false });
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    // The failover list names the origin the browser used, https included.
    expect(JSON.parse(answer.body).value).toEqual([expect.objectContaining({ domain: origin })]);
  });

  it('answers the control routes over HTTP/2 to a client on this machine', async () => {
    const origin = await new Promise<string>((resolve) => {
      const server = listen(createServerApp(), { host: '127.0.0.1', port: 0, https: true }, resolve);
      closers.push(() => server.close());
    });
    expect((await get2(origin, '/__sandbox/accounts', { rejectUnauthorized: false })).status).toBe(200);
  });

  it('makes a certificate for the host that a client trusting it accepts, and that a client trusting another certificate refuses', async () => {
    const { key, cert } = selfSignedCertificate('127.0.0.1');
    const server = createSecureServer({ key, cert }, (_request, response) => response.end('ok'));
    closers.push(() => server.close());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await get2(origin, '/', { ca: cert })).body).toBe('ok');
    await expect(get2(origin, '/', { ca: selfSignedCertificate('127.0.0.1').cert })).rejects.toThrow();
  });
});
