import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useWhiteLabel, type VerificationPurpose } from '@wl/api-client';
import { ChallengeStep } from './challenge-step';

/** What a verified call sends: the proof, or nothing when the merchant does not ask for the step. */
export interface VerificationProof {
  humanVerification?: string;
}

export interface ChallengeProps {
  purpose: VerificationPurpose;
  /** The step is passed: the proof the server will check with the call. */
  onProof: (proof: string) => void;
  /** The player gave up: the call is not made. */
  onCancel: () => void;
}

/**
 * Spec §7: the human-verification step is an external service (a captcha or slider of the
 * merchant's choosing). A provider is the UI that earns a proof; the site plugs one in with
 * `HumanVerificationContext`, and the default is the challenge our API serves (the sandbox's).
 */
export interface HumanVerificationProvider {
  name: string;
  Challenge: ComponentType<ChallengeProps>;
}

export const CHALLENGE_PROVIDER: HumanVerificationProvider = { name: 'challenge', Challenge: ChallengeStep };

export const HumanVerificationContext = createContext<HumanVerificationProvider>(CHALLENGE_PROVIDER);

export interface HumanVerification {
  /**
   * Runs the step before a login, register or SMS send: answers the proof to send with the call
   * (empty when the merchant's switch is off), or null when the player cancelled.
   */
  verify: () => Promise<VerificationProof | null>;
  /** The step's UI while it runs, for the form to place above its buttons. */
  step: ReactNode;
}

/** The one human-verification step the account flows share; the merchant's switch turns it on. */
export function useHumanVerification(purpose: VerificationPurpose): HumanVerification {
  const { isOn } = useWhiteLabel();
  const { Challenge } = useContext(HumanVerificationContext);
  const [running, setRunning] = useState(false);
  const settle = useRef<(proof: VerificationProof | null) => void>(() => undefined);

  const required = isOn('humanVerification');
  const verify = useCallback((): Promise<VerificationProof | null> => {
    if (!required) return Promise.resolve({});
    // One step at a time: a second call takes the running step over, and the first caller is answered
    // as cancelled (its call is not made) rather than left waiting for ever.
    settle.current(null);
    setRunning(true);
    return new Promise((resolve) => {
      settle.current = (proof) => {
        settle.current = () => undefined;
        setRunning(false);
        resolve(proof);
      };
    });
  }, [required]);

  const step = running ? (
    <Challenge purpose={purpose} onProof={(proof) => settle.current({ humanVerification: proof })} onCancel={() => settle.current(null)} />
  ) : null;
  return { verify, step };
}
