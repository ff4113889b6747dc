import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveSite } from './serve-site.mjs';

let running: Server | undefined;
afterEach(() => running?.close());

describe('serving a built site for the bench', () => {
  it('refuses a port where a server left running already answers, rather than measure its site', async () => {
    running = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => running?.listen(0, '127.0.0.1', resolve));
    const { port } = running.address() as AddressInfo;
    await expect(serveSite('default', port)).rejects.toThrow(`Port ${port} already answers`);
  });
});
