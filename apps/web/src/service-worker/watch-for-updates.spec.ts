import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';
import { SERVICE_WORKER_URL, SKIP_WAITING } from './sw-contract';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS } from './watch-for-updates';

const SCRIPT_URL = `https://brand.test${SERVICE_WORKER_URL}`;

/** One build's worker, moved through its states by the test as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly scriptURL = SCRIPT_URL;
  readonly postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The browser's side: `navigator.serviceWorker` and the brand's registration, in the order the browser updates them. */
function fakeBrowser({ controlled = true } = {}) {
  const registration = Object.assign(new EventTarget(), {
    scope: 'https://brand.test/',
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  const running = new FakeWorker();
  running.state = 'activated';
  if (controlled) registration.active = running;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? running : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });

  return {
    registration,
    container,
    /** A new build is found and installed; it then waits for the old build's tabs. */
    publish() {
      const worker = new FakeWorker();
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      const replaced = registration.waiting;
      registration.waiting = worker;
      registration.installing = null;
      worker.become('installed');
      replaced?.become('redundant');
      return worker;
    },
    /** The waiting build takes over (a tab's skip-waiting, or the last old tab closed). */
    takeOver(worker: FakeWorker) {
      registration.active = worker;
      registration.waiting = null;
      worker.become('activating');
      container.controller = worker;
      container.dispatchEvent(new Event('controllerchange'));
      worker.become('activated');
    },
  };
}

const reload = vi.fn();

/** Registers as `main.tsx` does; returns what the prompt is offered, in order. */
async function openTab(options?: { controlled?: boolean }) {
  const browser = fakeBrowser(options);
  const offers: Array<() => void> = [];
  await registerServiceWorker((apply) => offers.push(apply));
  return { ...browser, offers };
}

function showTab(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('location', { href: 'https://brand.test/', origin: 'https://brand.test', reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reload.mockClear();
});

describe('a tab left open while builds come out', () => {
  it('is offered every new build, not only the first, and taking the last offer lets the newest build take over', async () => {
    const { publish, offers } = await openTab();
    const builds = [];
    for (let build = 0; build < 3; build++) {
      // Hours apart, as a long-open tab hears of them.
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      builds.push(publish());
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(offers).toHaveLength(3);
    // One function per build: "Later" on one leaves the next to show.
    expect(new Set(offers).size).toBe(3);
    offers[2]?.();
    expect(builds[2]?.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
  });

  it('an earlier offer taken after a newer build came out lets the newest build take over, not the one it was made for', async () => {
    const { publish, takeOver, offers } = await openTab();
    const first = publish();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    const second = publish();
    await vi.advanceTimersByTimeAsync(1000);
    offers[0]?.();
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(second.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    takeOver(second);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a build already waiting when the tab opens (another tab holds the old one) is offered', async () => {
    const browser = fakeBrowser();
    const waiting = browser.publish();
    const offers: Array<() => void> = [];
    await registerServiceWorker((apply) => offers.push(apply));
    expect(offers).toHaveLength(1);
    offers[0]?.();
    expect(waiting.postMessage).toHaveBeenCalledOnce();
  });

  it('the first install is no update: nothing is offered', async () => {
    const { publish, registration: reg, offers } = await openTab({ controlled: false });
    const first = publish();
    // No old build to wait for: it is active at once, and controls the tabs loaded after it (the worker claims none).
    reg.active = first;
    reg.waiting = null;
    first.become('activating');
    first.become('activated');
    await vi.advanceTimersByTimeAsync(1000);
    expect(offers).toEqual([]);
  });
});

describe('a new build, with the site open in more than one tab', () => {
  it('the tab whose player takes it lets it take over and reloads once it is active, without being offered it again', async () => {
    const { publish, container, registration: reg, offers } = await openTab();
    const waiting = publish();
    offers[0]?.();
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
    // The browser swaps the controller before the worker is activated: the tab waits for the latter.
    reg.active = waiting;
    reg.waiting = null;
    waiting.become('activating');
    container.dispatchEvent(new Event('controllerchange'));
    expect(offers).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    waiting.become('activated');
    expect(offers).toHaveLength(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Reload in another tab reloads once the new build has already taken over', async () => {
    const { publish, registration: reg, offers } = await openTab();
    const waiting = publish();
    // Another tab's player took it: it is active, no longer waiting.
    reg.active = waiting;
    reg.waiting = null;
    waiting.state = 'activated';
    offers[0]?.();
    expect(reload).toHaveBeenCalledOnce();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('a tab whose worker was replaced from another tab is offered the reload', async () => {
    const { publish, takeOver, offers } = await openTab();
    takeOver(publish());
    expect(offers).toHaveLength(2);
    offers[1]?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a tab left open', () => {
  it(`asks for a new build every ${UPDATE_CHECK_INTERVAL_MS / 60_000} minutes`, async () => {
    const { registration: reg } = await openTab();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(reg.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reg.update).toHaveBeenCalledOnce();
  });

  it(`asks again when shown, unless it asked less than ${UPDATE_CHECK_MIN_GAP_MS / 60_000} minutes ago`, async () => {
    const { registration: reg } = await openTab();
    showTab('hidden');
    showTab('visible');
    expect(reg.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MIN_GAP_MS);
    showTab('hidden');
    expect(reg.update).not.toHaveBeenCalled();
    showTab('visible');
    expect(reg.update).toHaveBeenCalledOnce();
    showTab('visible');
    expect(reg.update).toHaveBeenCalledOnce();
  });

  it('an offline check is no error: the next one asks again', async () => {
    const { registration: reg } = await openTab();
    const asked = vi.fn();
    // Not a mock: a mock handles the promises it returns, so a rejection would never go unhandled.
    Object.assign(reg, {
      update: () => {
        asked();
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
