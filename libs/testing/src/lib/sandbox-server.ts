import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import { createSandboxApp, sandboxHandlers, type SandboxOptions } from '@wl/sandbox-api';

/**
 * Answers every API call of the calling test file in-process with a fresh sandbox; call at the top
 * of a spec. `use()` swaps in a sandbox with other options for one test.
 */
export function serveSandbox(options: SandboxOptions = {}) {
  const server = setupServer(...sandboxHandlers(createSandboxApp(options)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /**
   * The calls whose address (`request.url`) matches `pattern` that leave from now until the current test ends
   * (from a `beforeEach`: the test it runs for), in their order: each call's address, or what `entry` makes of
   * its request as it leaves (e.g. `` (request) => `${request.method} ${new URL(request.url).pathname}` ``).
   */
  function record<T = string>(pattern: RegExp, entry: (request: Request) => T = (request) => request.url as T): T[] {
    const entries: T[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (pattern.test(request.url)) entries.push(entry(request));
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    return entries;
  }

  return {
    server,
    use: (other: SandboxOptions) => server.use(...sandboxHandlers(createSandboxApp(other))),
    record,
  };
}
