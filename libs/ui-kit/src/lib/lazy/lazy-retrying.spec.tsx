import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { lazyRetrying } from './lazy-retrying';
import { ChunkLoadError, loadChunk } from './load-chunk';
import { RetryBoundary } from './retry-boundary';

afterEach(() => vi.useRealTimers());

/** A lazy part as the site draws one: under a boundary that offers the retry, with a fallback while it loads. */
function renderPart(Part: ComponentType) {
  renderWithProviders(
    <RetryBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>
    </RetryBoundary>,
  );
}

describe('a chunk that takes over 120 s has failed (spec §8, §9)', () => {
  it('rejects with a ChunkLoadError once 120 s have passed, not before', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => undefined));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.mock.calls[0][0]).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(
      ChunkLoadError,
    );
  });

  it('a part whose chunk never arrives offers the retry after 120 s, and the retry fetches it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ default: () => <p>Winners</p> });
    renderPart(lazyRetrying(load));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Winners')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a failed part is fetched again only when the player retries', () => {
  it('a chunk that keeps failing (the player offline) is fetched once per attempt, and its failure is shown', async () => {
    const load = vi.fn(
      () => new Promise<never>((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch dynamically imported module')), 20)),
    );
    renderPart(lazyRetrying(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the focus after Try again', () => {
  it("goes to what comes in the button's place: the part once drawn, and its failure if it fails again", async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Winners</p> });
    renderPart(lazyRetrying(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // Failed again: the region holding the failure has the focus, the alert and its Try again in it (not the page's body).
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(document.activeElement).toContainElement(again);
    expect(document.activeElement).not.toBe(document.body);
    await userEvent.click(again);
    const part = await screen.findByText('Winners');
    expect(document.activeElement).toContainElement(part);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('is left where the player moved it while the part was loading, when it fails again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const Part = lazyRetrying(load);
    renderWithProviders(
      <>
        <button type="button">Elsewhere</button>
        <RetryBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Part />
          </Suspense>
        </RetryBoundary>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Loading');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});
