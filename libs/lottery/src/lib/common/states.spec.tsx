import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { CurrentCall, type CurrentQuery } from './states';

describe('a lottery part while it loads', () => {
  /** A part showing its content until `ask` asks for other arguments, whose answer has not come. */
  function Asking() {
    const [query, setQuery] = useState<CurrentQuery<string>>({ currentData: 'Lucky Dragon', refetch: () => undefined });
    ask = () => setQuery({ isFetching: true, refetch: () => undefined });
    return (
      <CurrentCall query={query} rows={2}>
        {(name) => <p>{name}</p>}
      </CurrentCall>
    );
  }
  let ask = () => undefined as void;

  it('says "Loading…" in the status already on the page before it loads (one added with its words is not always read), not held back as busy', async () => {
    const { container } = renderWithProviders(<Asking />);
    await screen.findByText('Lucky Dragon');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => ask());
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Loading…');
    expect(status).not.toHaveAttribute('aria-busy');
    // Still marked as loading for the page checks (`[data-skeleton]`): its shapes, hidden from screen readers.
    const shapes = container.querySelectorAll('[data-skeleton]');
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
