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
  return {
    server,
    use: (other: SandboxOptions) => server.use(...sandboxHandlers(createSandboxApp(other))),
    /** The addresses of the calls matching `pattern` that leave from now until the test ends, in their order. */
    record(pattern: RegExp): string[] {
      const urls: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (pattern.test(request.url)) urls.push(request.url);
      };
      server.events.on('request:start', listener);
      onTestFinished(() => server.events.removeListener('request:start', listener));
      return urls;
    },
  };
}
