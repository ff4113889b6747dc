import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => (idle[handle - 1] = () => undefined));
  // The module remembers that the first screen is up: each test starts a new visit.
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const browserIdles = () => idle.splice(0).forEach((callback) => callback());

describe('work put off until after the first screen', () => {
  it('waits for the browser’s first idle moment', async () => {
    const { afterFirstScreen } = await import('./first-screen');
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    await expect.poll(() => idle).toHaveLength(1);
    browserIdles();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for what the first screen’s content waits on, then for the idle moment', async () => {
    const { afterFirstScreen, holdFirstScreenUntil } = await import('./first-screen');
    let arrive = () => undefined as void;
    holdFirstScreenUntil(new Promise<void>((resolve) => (arrive = resolve)));
    const task = vi.fn();
    afterFirstScreen(task);
    await Promise.resolve();
    browserIdles();
    expect(task).not.toHaveBeenCalled();

    arrive();
    await expect.poll(() => idle).toHaveLength(1);
    browserIdles();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once once the first screen is up', async () => {
    const { afterFirstScreen } = await import('./first-screen');
    afterFirstScreen(() => undefined);
    await expect.poll(() => idle).toHaveLength(1);
    browserIdles();
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('does not run when cancelled before the idle moment', async () => {
    const { afterFirstScreen } = await import('./first-screen');
    const task = vi.fn();
    afterFirstScreen(task)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    browserIdles();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs at the player’s first scroll without waiting for an idle moment (a lobby scrolled at once gets its rows)', async () => {
    const { afterFirstScreen } = await import('./first-screen');
    const task = vi.fn();
    afterFirstScreen(task);
    await expect.poll(() => idle).toHaveLength(1);
    window.dispatchEvent(new Event('scroll'));
    await expect.poll(() => task).toHaveBeenCalledOnce();
    // The idle moment that follows does not run it again.
    browserIdles();
    expect(task).toHaveBeenCalledOnce();
  });

  it('lets a tap finish before it runs: not at the press, and after the click’s own handlers', async () => {
    const { afterFirstScreen } = await import('./first-screen');
    const task = vi.fn();
    afterFirstScreen(task);
    await expect.poll(() => idle).toHaveLength(1);
    const tile = document.body.appendChild(document.createElement('button'));
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).not.toHaveBeenCalled();

    const ranBeforeTheClickWasHandled: boolean[] = [];
    tile.addEventListener('click', () => Promise.resolve().then(() => ranBeforeTheClickWasHandled.push(task.mock.calls.length > 0)));
    tile.click();
    await expect.poll(() => task).toHaveBeenCalledOnce();
    expect(ranBeforeTheClickWasHandled).toEqual([false]);
    tile.remove();
  });

  it('after a tap, still waits for what the first screen’s content waits on', async () => {
    const { afterFirstScreen, holdFirstScreenUntil } = await import('./first-screen');
    let arrive = () => undefined as void;
    holdFirstScreenUntil(new Promise<void>((resolve) => (arrive = resolve)));
    const task = vi.fn();
    afterFirstScreen(task);
    window.dispatchEvent(new Event('click'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).not.toHaveBeenCalled();

    arrive();
    await expect.poll(() => task).toHaveBeenCalledOnce();
  });
});
