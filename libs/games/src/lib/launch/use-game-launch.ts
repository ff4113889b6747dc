import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  invalidUrlError,
  launchUrl,
  useLaunchGameMutation,
  useLaunchTrialGameMutation,
  useWhiteLabel,
  useBalanceAfterPlay,
  type GameLaunch,
  type GamePageTarget,
  useLaunchFrameUrl,
} from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { LOGIN_MODAL, passwordChangePending, selectIsTrial, selectSession, selectToken, useGuardedAction } from '@wl/session';
import { useModals } from '@wl/ui-kit';

export type LaunchOutcome =
  | { state: 'idle' }
  | { state: 'launching' }
  | { state: 'ready'; url: string }
  /** `retrying` while another attempt at the failed launch is on its way. */
  | { state: 'failed'; error: unknown; retrying?: boolean }
  | { state: 'needsLogin' }
  /** Spec §4: a default or expired password is changed before anything else; the game waits. */
  | { state: 'needsPasswordChange' }
  | { state: 'needsRealAccount' }
  /** Free play asked for while the merchant has it switched off (spec §6). */
  | { state: 'freePlayOff' };

/**
 * Launches a game (or its free play, where the merchant offers it) and follows the session: a guest
 * is asked to log in and the launch runs once they have; a trial account gets the site's real-account
 * warning (spec §8). `reload` launches afresh, since launch URLs are single-use.
 */
export function useGameLaunch(target: GamePageTarget | undefined): {
  outcome: LaunchOutcome;
  reload: () => void;
  attempt: number;
  logIn: () => void;
} {
  const guard = useGuardedAction();
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const session = useSelector(selectSession);
  const { ready, isOn } = useWhiteLabel();
  const [launchGame] = useLaunchGameMutation();
  const [launchTrial] = useLaunchTrialGameMutation();
  const [attempt, setAttempt] = useState(0);
  // The launch carries the language, and the vendor's page keeps the one it opened in: a switch launches again.
  const { language } = useLanguage();
  const username = session.status === 'loggedIn' ? session.account : '';
  const { telGameId, telNodeId, gameId, roomId, nodeId = '', vassalage = '' } = target ?? {};
  const freePlay = Boolean(telGameId && telNodeId);
  // Before the settings are in, free play is tried: the server refuses it if it is off.
  const freePlayOff = ready && !isOn('freePlay');
  // A login is done when its popup closes: the token comes first, and only then is it known whether the
  // login ends in a forced password change (spec §4), which comes before the game (and after a reload too).
  const loggingIn = useModals().isOpen(LOGIN_MODAL);
  const mustChangePassword = Boolean(token) && passwordChangePending();

  // What this launch is before any call answers; a call's answer is kept under the launch and attempt it answers.
  const launch = JSON.stringify([telGameId, telNodeId, gameId, roomId, nodeId, vassalage, username, token, trial, language]);
  const request = JSON.stringify([launch, attempt]);
  const before: LaunchOutcome = !(gameId || roomId || freePlay)
    ? { state: 'idle' }
    : freePlay
      ? freePlayOff
        ? { state: 'freePlayOff' }
        : { state: 'launching' }
      : !token || loggingIn
        ? { state: 'needsLogin' }
        : mustChangePassword
          ? { state: 'needsPasswordChange' }
          : trial
            ? { state: 'needsRealAccount' }
            : { state: 'launching' };
  const [answer, setAnswer] = useState<{ launch: string; attempt: number; outcome: LaunchOutcome } | null>(null);
  const earlier = answer?.launch === launch && before.state === 'launching' ? answer : null;
  const { url, refused } = useLaunchFrameUrl(earlier?.outcome.state === 'ready' ? earlier.outcome.url : undefined, 'Game');
  // An answer as shown: a launch that answered before the launch hosts did waits for them, and a refused address fails.
  const shown: LaunchOutcome | undefined =
    earlier?.outcome.state !== 'ready'
      ? earlier?.outcome
      : url === undefined
        ? { state: 'launching' }
        : refused
          ? { state: 'failed', error: refused }
          : { state: 'ready', url };
  // Another attempt at a failed launch (a refused address too) keeps the failure, and the Try again that holds the focus,
  // until it answers.
  const outcome: LaunchOutcome =
    earlier?.attempt === attempt && shown ? shown : shown?.state === 'failed' ? { ...shown, retrying: true } : before;

  useEffect(() => {
    if (before.state !== 'launching') return;
    let current = true;
    const call: Promise<GameLaunch> = freePlay
      ? launchTrial({ telGameId: telGameId ?? '', telNodeId: telNodeId ?? '' }).unwrap()
      : launchGame({ gameId, roomId, nodeId, vassalage, username }).unwrap();
    call
      // An answer that names no game is a failed launch (spec §8 invalid URL, as the lottery's), with its Try again, not
      // an empty frame.
      .then((game) => launchUrl(game) ?? Promise.reject(invalidUrlError('The launch answered no game URL')))
      .then(
        (url) => current && setAnswer({ launch, attempt, outcome: { state: 'ready', url } }),
        (error: unknown) => current && setAnswer({ launch, attempt, outcome: { state: 'failed', error } }),
      );
    return () => {
      current = false;
    };
    // `request` names everything the launch depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, before.state]);

  // Spec §8: a trial account is warned, by the guard, once for each launch it asks for.
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (before.state !== 'needsRealAccount' || warned.current === request) return;
    warned.current = request;
    guard(() => undefined, { realAccount: true });
  }, [before.state, request, guard]);

  useBalanceAfterPlay(outcome.state === 'ready' ? outcome.url : undefined);

  // A guest is offered the login popup (the guard opens it); the launch above follows the login.
  const logIn = useCallback(() => guard(() => undefined), [guard]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { outcome, reload, attempt, logIn };
}
