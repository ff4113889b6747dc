import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberApi } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import { RealityCheck } from './reality-check';
import { SessionClock } from './session-clock';

serveSandbox();
afterEach(() => vi.useRealTimers());

describe('reality check and session clock', () => {
  it('after the chosen interval, stops play with the time played and the net result, and offers to stop, with the focus on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await renderAs('member', <RealityCheck />);
    await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 10 }));
    // The check starts counting once the page's copy of the settings has the interval.
    await vi.waitFor(() => expect(memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.realityCheckMinutes).toBe(10));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(check).toHaveTextContent(/You have played for 0 h 10 min\. Net result this session: ¥0\.00\./);
    expect(screen.getByRole('button', { name: 'Stop and log out' })).toBeInTheDocument();
    // An alert dialog takes the focus (WAI-ARIA): on its first action.
    expect(screen.getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    await act(async () => screen.getByRole('button', { name: 'Keep playing' }).click());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the session clock shows the time since the session began and links to the responsible-gaming page', async () => {
    await renderAs('member', <SessionClock />);
    const clock = await screen.findByRole('link', { name: /Session time 0:00:0\d, responsible gaming/ });
    expect(clock).toHaveAttribute('href', '/responsibleGaming');
  });
});
