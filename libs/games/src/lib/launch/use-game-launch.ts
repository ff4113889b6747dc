import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { launchUrl, useLaunchGameMutation, useLaunchTrialGameMutation, type GameLaunch, type GamePageTarget } from '@wl/api-client';
import { selectIsTrial, selectSession, selectToken, useGuardedAction } from '@wl/session';
import { useCdn } from '../catalog/use-cdn';

export type LaunchOutcome =
  | { state: 'idle' }
  | { state: 'launching' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; error: unknown }
  | { state: 'needsLogin' }
  | { state: 'needsRealAccount' };

/**
 * Launches a game (or its free play) and follows the session: a guest is asked to log in and the
 * launch runs once they have; a trial account is told a real account is needed. `reload` launches
 * afresh, since launch URLs are single-use.
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
  const launchHost = useCdn('launchGameCDNs');
  // The host is read when a launch answers; picking it must not launch again.
  const launchHostRef = useRef(launchHost);
  useEffect(() => {
    launchHostRef.current = launchHost;
  }, [launchHost]);
  const [launchGame] = useLaunchGameMutation();
  const [launchTrial] = useLaunchTrialGameMutation();
  const [attempt, setAttempt] = useState(0);
  const username = session.status === 'loggedIn' ? session.account : '';
  const { telGameId, telNodeId, gameId, roomId, nodeId = '', vassalage = '' } = target ?? {};
  const freePlay = Boolean(telGameId && telNodeId);

  // What this launch is before any call answers; a call's answer is kept under the launch it answers.
  const request = JSON.stringify([telGameId, telNodeId, gameId, roomId, nodeId, vassalage, username, token, trial, attempt]);
  const before: LaunchOutcome = !(gameId || roomId || freePlay)
    ? { state: 'idle' }
    : freePlay
      ? { state: 'launching' }
      : !token
        ? { state: 'needsLogin' }
        : trial
          ? { state: 'needsRealAccount' }
          : { state: 'launching' };
  const [answer, setAnswer] = useState<{ request: string; outcome: LaunchOutcome } | null>(null);
  const outcome = answer?.request === request ? answer.outcome : before;

  useEffect(() => {
    if (before.state !== 'launching') return;
    let current = true;
    const call: Promise<GameLaunch> = freePlay
      ? launchTrial({ telGameId: telGameId ?? '', telNodeId: telNodeId ?? '' }).unwrap()
      : launchGame({ gameId, roomId, nodeId, vassalage, username }).unwrap();
    call.then(
      (launch) => current && setAnswer({ request, outcome: { state: 'ready', url: launchHostRef.current(launchUrl(launch) ?? '') } }),
      (error: unknown) => current && setAnswer({ request, outcome: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `request` names everything the launch depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, before.state]);

  // A guest is offered the login popup (the guard opens it); the launch above follows the login.
  const logIn = useCallback(() => guard(() => undefined), [guard]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { outcome, reload, attempt, logIn };
}
