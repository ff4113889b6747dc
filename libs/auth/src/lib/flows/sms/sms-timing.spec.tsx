import { useState } from 'react';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { SendCodeButton } from './send-code-button';
import { countdownFromMinutes, countdownUntil, MAX_SMS_COUNTDOWN_SECONDS, useCountdown } from './use-countdown';

describe('the SMS countdown (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts minutes × 60 seconds, and 60 s when the server names no expiry', () => {
    expect(countdownFromMinutes(5)).toBe(300);
    expect(countdownFromMinutes(undefined)).toBe(60);
  });

  it('counts to a forgot-password expiry given in milliseconds', () => {
    expect(countdownUntil(1_000_000 + 90_500, 1_000_000)).toBe(91);
    expect(countdownUntil(1_000_000 + MAX_SMS_COUNTDOWN_SECONDS * 1000, 1_000_000)).toBe(MAX_SMS_COUNTDOWN_SECONDS);
  });

  it('counts the default 60 s for an expiry the device clock cannot place: already past (clock ahead), or too far (clock behind)', () => {
    // The server's code lives 5 minutes from its own clock's now.
    const serverNow = 1_000_000_000;
    const expirationTime = serverNow + 5 * 60_000;
    expect(countdownUntil(expirationTime, serverNow + 5 * 60_000)).toBe(60);
    expect(countdownUntil(expirationTime, serverNow + 6 * 60_000)).toBe(60);
    expect(countdownUntil(expirationTime, serverNow - 60 * 60_000)).toBe(60);
  });

  it('ticks once a second down to zero', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    for (let second = 0; second < 4; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('follows the clock: time the page spent suspended (the player reading the SMS elsewhere) counts too', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // Timers stand still while the page is in the background; the clock does not.
    act(() => vi.setSystemTime(Date.now() + 40_000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(19);
  });
});

describe('the send button (spec §9)', () => {
  it('waits while the countdown runs, showing how long', async () => {
    renderWithProviders(<SendCodeButton secondsLeft={42} sending={false} onSend={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Send code' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Send code (42 s)');
  });

  it('keeps its name from tick to tick (the seconds are for the eye only), and a status says once that a new code can be asked for', async () => {
    function CountingSendButton() {
      const { secondsLeft, start } = useCountdown();
      return <SendCodeButton secondsLeft={secondsLeft} sending={false} onSend={() => start(3)} />;
    }
    renderWithProviders(<CountingSendButton />);
    const button = await screen.findByRole('button', { name: 'Send code' });
    const status = screen.getByRole('status');
    await userEvent.click(button);
    expect(button).toHaveTextContent('Send code (3 s)');
    expect(status).toHaveTextContent('Code sent. You can ask for a new one in 3 s.');
    // The pressed button keeps the focus: a screen reader would say a changed name again on every tick.
    await waitFor(() => expect(button).toHaveTextContent('Send code (2 s)'), { timeout: 2000 });
    expect(button).toHaveAccessibleName('Send code');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(status).not.toHaveTextContent('You can ask for a new code now.');
    // The clock alone moves on to the end: the countdown reads it at its next tick.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3000);
      await waitFor(() => expect(status).toHaveTextContent('You can ask for a new code now.'), { timeout: 2000 });
    } finally {
      vi.useRealTimers();
    }
    expect(button).toHaveAccessibleName('Send code');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});

describe('a countdown outlives its form (the login and register modals close and open again)', () => {
  function Forms({ purposes }: { purposes: string[] }) {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown(!shown)}>
          toggle
        </button>
        {shown && purposes.map((purpose) => <CountingForm key={purpose} purpose={purpose} />)}
      </>
    );
  }
  function CountingForm({ purpose }: { purpose: string }) {
    const { secondsLeft, start } = useCountdown(purpose);
    return (
      <section aria-label={purpose}>
        <SendCodeButton secondsLeft={secondsLeft} sending={false} onSend={() => start(60)} />
      </section>
    );
  }
  const sendButtonOf = (purpose: string) =>
    within(screen.getByRole('region', { name: purpose })).getByRole('button', { name: 'Send code' });

  it('a code sent for a purpose holds "Send code" back there when the form opens again within the wait, and only there', async () => {
    renderWithProviders(<Forms purposes={['sms.login', 'sms.register']} />);
    await screen.findAllByRole('button', { name: 'Send code' });
    await userEvent.click(sendButtonOf('sms.login'));
    expect(sendButtonOf('sms.login')).toHaveTextContent('Send code (60 s)');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(sendButtonOf('sms.login')).toHaveAttribute('aria-disabled', 'true');
    expect(sendButtonOf('sms.login')).toHaveTextContent(/Send code \((59|60) s\)/);
    expect(sendButtonOf('sms.register')).not.toHaveAttribute('aria-disabled');
  });

  it('a new site (another store) starts with no countdown', async () => {
    renderWithProviders(<Forms purposes={['sms.login']} />);
    expect(await screen.findByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('the SMS send throttle (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('spec §9: the login SMS send throttle is 1 s: a second press within the second sends nothing, one a second later sends', async () => {
    const onSend = vi.fn();
    renderWithProviders(<SendCodeButton secondsLeft={0} sending={false} onSend={onSend} />);
    const button = await screen.findByRole('button', { name: 'Send code' });
    // The throttle reads the clock; only the clock is faked, so the clicks' own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const pressedAt = Date.now();
    await userEvent.click(button);
    vi.setSystemTime(pressedAt + 999);
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    vi.setSystemTime(pressedAt + 1000);
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
