import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { CurrentCall, Loading, type CurrentQuery } from './states';

describe('a lottery part while it loads', () => {
  it('announces "Loading…" as a status a screen reader reads at once, not one held back as busy', async () => {
    renderWithProviders(<Loading rows={2} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).not.toHaveAttribute('aria-busy');
    // Still marked as loading for the page checks (`[data-skeleton]`): its shapes, hidden from screen readers.
    const shapes = status.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) expect(shape).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('a lottery part whose call failed', () => {
  const failure = { messageKey: 'error.networkAbnormal', action: 'retry' };
  /** A failed call whose Try again is answered with `data` when `answer` is called (RTK Query keeps the error meanwhile). */
  function Retried() {
    const [query, setQuery] = useState<CurrentQuery<string>>({
      error: failure,
      refetch: (): void => setQuery((now: CurrentQuery<string>) => ({ ...now, isFetching: true })),
    });
    answer = () => setQuery({ currentData: 'Lucky Dragon', refetch: () => undefined });
    return <CurrentCall query={query}>{(name) => <p>{name}</p>}</CurrentCall>;
  }
  let answer = () => undefined as void;

  it('Try again answered: the focus goes to the content that came in its place, not the page', async () => {
    renderWithProviders(<Retried />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(retry).toHaveFocus();
    act(() => answer());
    expect(screen.getByText('Lucky Dragon').parentElement).toHaveFocus();
  });
});
