import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS } from './watch-for-updates';

/** The browser's side: the brand's registration, its waiting worker, and the Workbox that watches them. */
const browser = vi.hoisted(() => {
  const worker = () => Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState });
  const fresh = () => {
    const waiting = worker();
    const registration = { update: vi.fn(async () => undefined) };
    const workbox = Object.assign(new EventTarget(), {
      register: vi.fn(async () => registration),
      messageSkipWaiting: vi.fn(),
    });
    return { waiting, registration, workbox };
  };
  return { fresh, current: undefined as unknown as ReturnType<typeof fresh> };
});

vi.mock('workbox-window', () => ({
  Workbox: vi.fn(function Workbox() {
    return browser.current.workbox;
  }),
}));

const reload = vi.fn();

/** Registers as `main.tsx` does; returns what the prompt is offered, last first. */
async function openTab() {
  browser.current = browser.fresh();
  const offers: Array<() => void> = [];
  await registerServiceWorker((apply) => offers.unshift(apply));
  return { ...browser.current, offers };
}

/** Workbox's word that a new build is installed and waits for the tabs of the old one. */
function announceWaiting(workbox: EventTarget, waiting: EventTarget) {
  workbox.dispatchEvent(Object.assign(new Event('waiting'), { sw: waiting }));
}

function showTab(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.stubGlobal('location', { reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockClear();
});

describe('a new build, with the site open in more than one tab', () => {
  it('the tab whose player takes it lets it take over and reloads once it is active, without being offered it again', async () => {
    const { waiting, workbox, offers } = await openTab();
    announceWaiting(workbox, waiting);
    offers[0]?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    workbox.dispatchEvent(new Event('controlling'));
    expect(offers).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    waiting.state = 'activated';
    waiting.dispatchEvent(new Event('statechange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Reload in another tab reloads once the new build has already taken over', async () => {
    const { waiting, workbox, offers } = await openTab();
    announceWaiting(workbox, waiting);
    waiting.state = 'activated';
    offers[0]?.();
    expect(reload).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('a tab whose worker was replaced from another tab is offered the reload', async () => {
    const { workbox, offers } = await openTab();
    workbox.dispatchEvent(new Event('controlling'));
    expect(offers).toHaveLength(1);
    offers[0]?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a tab left open', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`asks for a new build every ${UPDATE_CHECK_INTERVAL_MS / 60_000} minutes`, async () => {
    const { registration } = await openTab();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it(`asks again when shown, unless it asked less than ${UPDATE_CHECK_MIN_GAP_MS / 60_000} minutes ago`, async () => {
    const { registration } = await openTab();
    showTab('hidden');
    showTab('visible');
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MIN_GAP_MS);
    showTab('hidden');
    expect(registration.update).not.toHaveBeenCalled();
    showTab('visible');
    expect(registration.update).toHaveBeenCalledOnce();
    showTab('visible');
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('an offline check is no error: the next one asks again', async () => {
    const { registration } = await openTab();
    const asked = vi.fn();
    // Not a mock: a mock handles the promises it returns, so a rejection would never go unhandled.
    Object.assign(registration, {
      update: () => {
        asked();
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
