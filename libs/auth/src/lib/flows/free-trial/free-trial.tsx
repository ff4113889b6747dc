import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PLATFORM_CODE, randomId, useFreePlayLoginMutation } from '@wl/api-client';
import { Button } from '@wl/ui-kit';
import { Actions, FormAlert } from '../common/form-parts';
import { useFormFailure, type FormFailure } from '../common/form-failure';
import { forcedPasswordChange, useLoadLoginInfo, useStartSession } from '../common/session-start';

/** Spec §7 free play sends the player's operating system; the browser tells it only by its user agent. */
const OPERATING_SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'ANDROID'],
  [/iPhone|iPad|iPod/i, 'IOS'],
  [/Windows/i, 'WINDOWS'],
  [/Mac OS|Macintosh/i, 'MACOS'],
  [/Linux|X11/i, 'LINUX'],
];
export function operatingSystem(userAgent: string): string {
  return OPERATING_SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'OTHER';
}

/**
 * Spec §4 free trial: a trial session (customer type 4) starts with no password change pending nor
 * password held (the spec clears `cpw`: a trial has no password), login info loads, and the player lands on `/`.
 */
export function useFreeTrial(): { start: () => Promise<boolean>; failure: FormFailure | null } {
  const [freePlay] = useFreePlayLoginMutation();
  const startSession = useStartSession();
  const loadLoginInfo = useLoadLoginInfo();
  const navigate = useNavigate();
  const { failure, showRefusal, show } = useFormFailure();
  // A failure stays until the next answer: a retry that cleared it would take away the Try again just pressed.
  const start = useCallback(async () => {
    try {
      startSession(await freePlay({ os: operatingSystem(navigator.userAgent), platform: PLATFORM_CODE, nonce: randomId() }).unwrap());
      // In the same step as the session: a change a login left pending (one answered after its popup was closed
      // and the trial chosen) is that member's, and would follow the trial through reloads and hold its launches.
      forcedPasswordChange.finish();
    } catch (error) {
      showRefusal(error);
      return false;
    }
    show(null);
    await loadLoginInfo();
    navigate('/');
    return true;
  }, [freePlay, startSession, loadLoginInfo, navigate, showRefusal, show]);
  return { start, failure };
}

/** The login modal in free-trial mode: starts the trial at once, closes when it is on, offers a retry when not. */
export function FreeTrial({ close }: { close: () => void }) {
  const { start, failure } = useFreeTrial();
  // The whole retry, login info included; and how many failed, so the same reason twice is said twice.
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState(0);
  const run = useCallback(async () => {
    setPending(true);
    const began = await start();
    setPending(false);
    if (began) close();
    else setFailures((count) => count + 1);
  }, [start, close]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (!failure) {
    return (
      <p role="status">
        <FormattedMessage id="auth.freeTrial.starting" />
      </p>
    );
  }
  return (
    <>
      <FormAlert key={failures} failure={failure} />
      <Actions>
        {/* Busy, not disabled, and kept on screen until the answer: the pressed button keeps the focus. */}
        <Button onClick={() => void run()} busy={pending}>
          <FormattedMessage id="auth.freeTrial.retry" />
        </Button>
      </Actions>
    </>
  );
}
