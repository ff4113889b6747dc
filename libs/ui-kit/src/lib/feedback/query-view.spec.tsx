import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { FailureMessage, QueryView, type QueryLike } from './query-view';
import { ErrorActionsContext } from './states';

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ isLoading: false, refetch: vi.fn(), ...state });
const names = (rows: string[]) => (
  <ul>
    {rows.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe('one call, three states', () => {
  it('shows skeletons, marked busy, while the call is on its way', async () => {
    const { container } = renderWithProviders(<QueryView query={query({ isLoading: true })}>{names}</QueryView>);
    await screen.findByText((_, element) => element === container.firstElementChild);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says "Loading…" as a status while the call is on its way: the skeletons say nothing', async () => {
    renderWithProviders(<QueryView query={query({ isLoading: true })}>{names}</QueryView>);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    // Not inside the busy part: a screen reader would hold its news back.
    expect(status.closest('[aria-busy="true"]')).toBeNull();
  });

  it('a failure carrying its catalogue entry shows that message and action; retry asks again', async () => {
    const failed = query({ error: { messageKey: 'error.networkAbnormal', action: 'retry' } });
    renderWithProviders(<QueryView query={failed}>{names}</QueryView>);
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('a failure whose action is to wait counts the wait down before a retry (spec §8)', async () => {
    renderWithProviders(
      <QueryView query={query({ error: { messageKey: 'error.tooManyRequests', action: 'wait', waitMinutes: 5 } })}>{names}</QueryView>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveTextContent('Try again in 5:00');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
  });

  it('a new failure asking for the same wait starts the wait over (spec §8)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const tooMany = () => query({ error: { messageKey: 'error.tooManyRequests', action: 'wait', waitMinutes: 5 } });
    function FailedAgain() {
      const [state, setState] = useState(tooMany);
      return (
        <>
          <button onClick={() => setState(tooMany())}>Fail again</button>
          <QueryView query={state}>{names}</QueryView>
        </>
      );
    }
    renderWithProviders(<FailedAgain />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(retry).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Fail again' }));
    expect(retry).toHaveTextContent(/Try again in 5:00/);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
  });

  it('a failure that says nothing of itself reads as the unknown error', async () => {
    renderWithProviders(<QueryView query={query({ error: new Error('boom') })}>{names}</QueryView>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('nothing to show is an empty state', async () => {
    renderWithProviders(
      <QueryView query={query({ data: [] })} isEmpty={(rows) => rows.length === 0}>
        {names}
      </QueryView>,
    );
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('something to show is the content', async () => {
    renderWithProviders(
      <QueryView query={query({ data: ['Lucky Dragon'] })} isEmpty={(rows) => rows.length === 0}>
        {names}
      </QueryView>,
    );
    expect(await screen.findByRole('listitem')).toHaveTextContent('Lucky Dragon');
  });

  it('a refetch that fails keeps the content, mounted with what was typed, and shows the failure with its retry', async () => {
    const loaded = query({ data: ['Lucky Dragon'], currentData: ['Lucky Dragon'] });
    const failed = { ...loaded, error: { messageKey: 'error.networkAbnormal', action: 'retry' as const } };
    function Refetched() {
      const [state, setState] = useState(loaded);
      return (
        <>
          <button onClick={() => setState(failed)}>Refetch fails</button>
          <QueryView query={state}>{() => <input aria-label="Note" />}</QueryView>
        </>
      );
    }
    renderWithProviders(<Refetched />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Refetch fails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it("a failure for new arguments (another page, another filter) shows no earlier arguments' content", async () => {
    renderWithProviders(
      <QueryView query={query({ data: ['Lucky Dragon'], currentData: undefined, error: { messageKey: 'error.networkAbnormal' } })}>
        {names}
      </QueryView>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('an action whose button goes away (Try again) moves focus to what replaced it', () => {
    const failure = { messageKey: 'error.networkAbnormal', action: 'retry' as const };
    /** A call that failed; Try again loads (as RTK Query does with nothing to show) until `answer` is called. */
    function Retried({ initial, loaded }: { initial: QueryLike<string[]>; loaded: QueryLike<string[]> }) {
      const [state, setState] = useState<QueryLike<string[]>>({
        ...initial,
        refetch: () => {
          setState(initial.data ? { ...initial, isFetching: true } : { ...initial, isLoading: true });
          answer = () => setState(loaded);
        },
      });
      return (
        <>
          <button>Elsewhere</button>
          <div data-testid="grid">
            <QueryView query={state}>
              {(rows) => (
                <>
                  <section aria-label="First">{rows[0]}</section>
                  <section aria-label="Second">{rows[1]}</section>
                </>
              )}
            </QueryView>
          </div>
        </>
      );
    }
    let answer = () => undefined as void;
    const loaded = query({ data: ['Lucky Dragon', 'Golden Tiger'], currentData: ['Lucky Dragon', 'Golden Tiger'] });

    it('nothing shown yet: the focus goes to the content once Try again is answered, not to the page', async () => {
      renderWithProviders(<Retried initial={query({ error: failure })} loaded={loaded} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(document.body).toHaveFocus();
      act(() => answer());
      const first = screen.getByRole('region', { name: 'First' });
      expect(first).toHaveFocus();
      // The tabindex is lent while it holds the focus: the caller's section stays out of the click and Tab order.
      await userEvent.tab();
      expect(first).not.toHaveAttribute('tabindex');
    });

    it('content kept under the failure: the focus goes to it once Try again is answered', async () => {
      const kept = query({ data: ['Lucky Dragon', 'Golden Tiger'], currentData: ['Lucky Dragon', 'Golden Tiger'], error: failure });
      renderWithProviders(<Retried initial={kept} loaded={loaded} />);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      await userEvent.click(retry);
      expect(retry).toHaveFocus();
      act(() => answer());
      expect(screen.getByRole('region', { name: 'First' })).toHaveFocus();
    });

    it('nothing shown yet and Try again fails too: the focus goes to the new Try again, not to the page', async () => {
      renderWithProviders(<Retried initial={query({ error: failure })} loaded={query({ error: failure })} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(document.body).toHaveFocus();
      act(() => answer());
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    });

    it('Try again answered with a wait: the focus goes to the new Try again, counting down', async () => {
      const wait = query({ error: { messageKey: 'error.tooManyRequests', action: 'wait', waitMinutes: 5 } });
      renderWithProviders(<Retried initial={query({ error: failure })} loaded={wait} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      act(() => answer());
      const retry = screen.getByRole('button', { name: 'Try again' });
      expect(retry).toHaveTextContent(/Try again in/);
      expect(retry).toHaveFocus();
    });

    it('a failure shown first takes no focus', async () => {
      renderWithProviders(<Retried initial={query({ error: failure })} loaded={loaded} />);
      await screen.findByRole('button', { name: 'Try again' });
      expect(document.body).toHaveFocus();
    });

    it('a focus the player moved elsewhere meanwhile stays there', async () => {
      renderWithProviders(<Retried initial={query({ error: failure })} loaded={loaded} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
      act(() => answer());
      expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    });

    it("the content's items stay the caller's own grid items: no box is wrapped around them", async () => {
      renderWithProviders(<Retried initial={loaded} loaded={loaded} />);
      const grid = await screen.findByTestId('grid');
      const drawn = [...grid.children].filter((child) => !(child as HTMLElement).hidden);
      expect(drawn).toEqual([screen.getByRole('region', { name: 'First' }), screen.getByRole('region', { name: 'Second' })]);
    });
  });

  it("a failed send's message is announced where the form is", async () => {
    renderWithProviders(<FailureMessage error={{ messageKey: 'error.quotaNotSufficient' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
  });

  it("a failed send whose catalogued action is customer service offers it beside the message (spec §8); a retry is the form's own button", async () => {
    const contactSupport = vi.fn();
    const wrapper = (children: ReactNode) => (
      <ErrorActionsContext.Provider value={{ contactSupport }}>{children}</ErrorActionsContext.Provider>
    );
    const first = renderWithProviders(<FailureMessage error={{ messageKey: 'error.quotaNotSufficient', action: 'contactSupport' }} />, {
      wrapper,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledTimes(1);
    first.unmount();
    renderWithProviders(<FailureMessage error={{ messageKey: 'error.unknown', action: 'retry' }} />, { wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
