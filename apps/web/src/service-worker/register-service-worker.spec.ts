import { afterEach, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

// Isolated: the worker's chunk is replaced by one that fails to load, as offline or after a new build.
vi.mock('./watch-for-updates', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('a service-worker chunk that cannot load means no worker this visit, not an unhandled rejection', async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  await expect(registerServiceWorker(() => undefined)).resolves.toBeUndefined();
});
