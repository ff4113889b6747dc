import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, memberApi } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs, type MemberStore } from '../../testing/member-session';
import { RealityCheck } from './reality-check';
import { SessionClock } from './session-clock';
import { PROTECTION_RETRY_MS } from './session-time';

const sandbox = serveSandbox();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

/** A session that began `minutes` ago, with a reality check every `every` minutes; its time runs on as the server's does. */
function sessionBegun(minutes: number, every: number, { laterAnswersBehindMs = 0 } = {}) {
  const beganAt = Date.now() - minutes * MINUTE;
  let answers = 0;
  sandbox.server.use(
    http.get(`*${CALLS.member.responsibleGaming.path}`, () => {
      const behind = answers++ > 0 ? laterAnswersBehindMs : 0;
      const session = { elapsedMs: Date.now() - beganAt - behind, netResult: 0 };
      return HttpResponse.json({ success: true, value: { limits: [], realityCheckMinutes: every, session, hasDeposited: true } });
    }),
  );
  return { sessionTime: () => Date.now() - beganAt };
}

/** The check starts counting once the page's copy of the settings has come. */
async function settingsArrive(store: MemberStore) {
  await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data).toBeDefined();
}

describe('reality check and session clock', () => {
  it('after the chosen interval, stops play with the time played and the net result, and offers to stop, with the focus on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await renderAs('member', <RealityCheck />);
    await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 10 }));
    // The check starts counting once the page's copy of the settings has the interval.
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.realityCheckMinutes).toBe(10);
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

  it('comes due over an open modal usable, not inert with the page under it, and takes the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await renderAs('member', <RealityCheck />);
    await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 10 }));
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.realityCheckMinutes).toBe(10);
    // A modal opens (the member center): it makes everything else in the body inert, the page with the check's place.
    const page = Array.from(document.body.children);
    for (const element of page) element.setAttribute('inert', '');
    try {
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
      expect(check.closest('[inert]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    } finally {
      for (const element of page) element.removeAttribute('inert');
    }
  });

  it('its link to the limits clears the way to that page: the site closes the modals it came due over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLeave = vi.fn();
    const { store } = await renderAs('member', <RealityCheck onLeave={onLeave} />);
    await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 10 }));
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.realityCheckMinutes).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await act(async () => within(check).getByRole('link', { name: 'My limits' }).click());
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Stop and log out" sends one logout however often it is pressed while the logout is on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const logouts = sandbox.record(new RegExp(CALLS.auth.logout.path));
    sandbox.server.use(http.post(`*${CALLS.auth.logout.path}`, () => new Promise<undefined>(() => undefined)));
    const { store } = await renderAs('member', <RealityCheck />);
    await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 10 }));
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.realityCheckMinutes).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    const stop = await screen.findByRole('button', { name: 'Stop and log out' });
    await act(async () => stop.click());
    await act(async () => stop.click());
    await expect.poll(() => logouts).toHaveLength(1);
    expect(stop).toHaveAttribute('aria-busy', 'true');
  });

  it('counts on the session time, not from its mount: a session 25 minutes old with a 30-minute check is checked 5 minutes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sessionTime } = sessionBegun(25, 30);
    const { store } = await renderAs('member', <RealityCheck />);
    await settingsArrive(store);
    // Just short of 30 minutes of play: no check yet.
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE - sessionTime() - 5000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent(/You have played for 0 h 30 min\./);
  });

  it('after "Keep playing" the next check comes at the next whole interval of play, not an interval after the press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sessionTime } = sessionBegun(25, 30);
    const { store } = await renderAs('member', <RealityCheck />);
    await settingsArrive(store);
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE - sessionTime()));
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    // The player reads the check for two minutes before playing on.
    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE));
    await act(async () => screen.getByRole('button', { name: 'Keep playing' }).click());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE - sessionTime() - 5000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent(/You have played for 1 h 0 min\./);
  });

  it('an answer whose session time is a little behind does not bring the check back as soon as the player plays on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sessionTime } = sessionBegun(29, 30, { laterAnswersBehindMs: 2000 });
    const { store } = await renderAs('member', <RealityCheck />);
    await settingsArrive(store);
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE - sessionTime()));
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    // The settings asked for again at the check say 29:58 or so (a slow answer): the check just shown is not due again.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(async () => screen.getByRole('button', { name: 'Keep playing' }).click());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the check says the net result as it is when the check comes, not as it was at the last answer: it is read out as it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const beganAt = Date.now() - 25 * MINUTE;
    let answers = 0;
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.get(`*${CALLS.member.responsibleGaming.path}`, async () => {
        const first = answers++ === 0;
        if (!first) await later;
        const session = { elapsedMs: Date.now() - beganAt, netResult: first ? 0 : -50 };
        return HttpResponse.json({ success: true, value: { limits: [], realityCheckMinutes: 30, session, hasDeposited: true } });
      }),
    );
    const { store } = await renderAs('member', <RealityCheck />);
    await settingsArrive(store);
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    // Due, but the session's figures are on their way: no check with the last answer's.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent(/Net result this session: -¥50\.00\./);
  });

  it('a failed answer after login is asked again, so the chosen check still comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionBegun(0, 10);
    // One blip: the first answer fails, the next is the player's settings.
    sandbox.server.use(
      http.get(
        `*${CALLS.member.responsibleGaming.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { store } = await renderAs('member', <RealityCheck />);
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).isError).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PROTECTION_RETRY_MS));
    await settingsArrive(store);
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('the session clock shows the time since the session began and links to the responsible-gaming page', async () => {
    await renderAs('member', <SessionClock />);
    const clock = await screen.findByRole('link', { name: 'Session time 0:00, responsible gaming' });
    expect(clock).toHaveAttribute('href', '/responsibleGaming');
    // The name holds what it shows (WCAG 2.5.3).
    expect(clock).toHaveTextContent(/^0:00$/);
  });
});
