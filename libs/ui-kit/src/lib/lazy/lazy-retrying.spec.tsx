import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { lazyRetrying } from './lazy-retrying';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk';
import { RETRY_OUTCOME_MS, RetryBoundary } from './retry-boundary';

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
  const offline = () => new TypeError('Failed to fetch dynamically imported module');

  it("goes to the failure's Try again when the retry fails too: the button pressed went with the failure", async () => {
    const load = vi.fn<() => Promise<{ default: () => React.ReactNode }>>().mockRejectedValue(offline());
    renderPart(lazyRetrying(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it("goes to the failure's Try again when the retried chunk is still not in after 120 s (its timeout)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(offline())
      .mockReturnValue(new Promise(() => undefined));
    renderPart(lazyRetrying(load));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Loading');
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('is left where the player moved it while the part was loading, when it fails again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(offline())
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
    await act(async () => fail(offline()));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it("is not taken by a failure that comes later than a retry's chunks could take: that failure is not the retry's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    let breakIt: () => void = () => undefined;
    function Part() {
      const [broken, setBroken] = useState(false);
      breakIt = () => setBroken(true);
      if (broken) throw new Error('an answer of the wrong shape');
      return <p>Winners</p>;
    }
    let failFirst = true;
    function FirstFails() {
      if (failFirst) throw new Error('failed once');
      return <Part />;
    }
    renderPart(FirstFails);
    failFirst = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Winners');
    vi.setSystemTime(Date.now() + RETRY_OUTCOME_MS + 1);
    act(() => breakIt());
    expect(await screen.findByRole('button', { name: 'Try again' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
