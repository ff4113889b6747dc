import { Hono, type Context } from 'hono';
import { ERROR_CODES, WHITE_LABEL_MODULES, type VerificationPurpose, type WhiteLabelModule } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { moduleFlag } from '../modules';
import { captchaPng, CAPTCHA_LENGTH } from '../seed/captcha';
import { digits } from '../seed/random';
import type { SandboxState } from '../state';

/** A request chooses whether the human-verification step is asked for (`on` / `off`), so parallel tests never share it. */
export const HUMAN_VERIFICATION_HEADER = 'x-sandbox-human-verification';
/** How long a challenge can be answered, and how long its proof can be used (ours). */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
export const PROOF_TTL_MS = 2 * 60 * 1000;

/** The merchant's switch for the step, served with the white-label tree. */
export const humanVerificationModule = (enabled: boolean): WhiteLabelModule => ({
  modId: WHITE_LABEL_MODULES.humanVerification,
  enabled: moduleFlag(enabled),
  childrenNodes: [],
});

interface Challenge {
  purpose: VerificationPurpose;
  answer: string;
  expiresAt: number;
}
interface Proof {
  purpose: VerificationPurpose;
  expiresAt: number;
}
interface Verification {
  challenges: Map<string, Challenge>;
  proofs: Map<string, Proof>;
}

/** Challenges and proofs per sandbox state, so a reset forgets them. */
const verifications = new WeakMap<SandboxState, Verification>();
function verificationOf(state: SandboxState): Verification {
  const found = verifications.get(state) ?? { challenges: new Map(), proofs: new Map() };
  verifications.set(state, found);
  return found;
}

/**
 * Spec §7: login, register and SMS calls carry the proof of the human-verification step when the
 * merchant asks for it. Each proof serves once, for its own purpose. Answers the refusal, or null.
 */
export function refuseWithoutProof(c: Context<SandboxEnv>, purpose: VerificationPurpose, proof: string | undefined): Response | null {
  if (!c.var.humanVerification) return null;
  if (!proof) return fail(c, ERROR_CODES.humanVerificationRequired, 'Complete the verification first');
  const { proofs } = verificationOf(c.var.state);
  const found = proofs.get(proof);
  proofs.delete(proof);
  if (!found || found.purpose !== purpose || found.expiresAt <= c.var.state.now())
    return fail(c, ERROR_CODES.captchaInvalid, 'The verification proof is not valid for this call');
  return null;
}

/** The sandbox's challenge (ours): type the number shown in a picture; a right answer earns a one-use proof. */
export function verificationRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'auth', 'humanChallenge', ({ purpose }, { c, state }) => {
    const challengeId = crypto.randomUUID();
    const answer = digits(state.random, CAPTCHA_LENGTH);
    const expiresAt = state.now() + CHALLENGE_TTL_MS;
    verificationOf(state).challenges.set(challengeId, { purpose, answer, expiresAt });
    return ok(c, { challengeId, image: captchaPng(answer, state.random), expiresAt });
  });

  endpoint(routes, 'auth', 'answerHumanChallenge', ({ challengeId, answer }, { c, state }) => {
    const { challenges, proofs } = verificationOf(state);
    const challenge = challenges.get(challengeId);
    // One answer per challenge: a wrong one needs a new picture.
    challenges.delete(challengeId);
    if (challenge && challenge.expiresAt <= state.now()) return fail(c, ERROR_CODES.codeExpired, 'The challenge has expired');
    if (!challenge || challenge.answer !== answer.trim()) return fail(c, ERROR_CODES.captchaInvalid, 'The answer is not right');
    const proof = `sbx-proof-${crypto.randomUUID()}`;
    proofs.set(proof, { purpose: challenge.purpose, expiresAt: state.now() + PROOF_TTL_MS });
    return ok(c, { proof });
  });

  // For tests and demos: ask for the step on every request that does not choose with the header (until a reset).
  routes.put('/__sandbox/human-verification', async (c) => {
    const { enabled } = await c.req.json<{ enabled?: unknown }>().catch(() => ({ enabled: undefined }));
    if (typeof enabled !== 'boolean') return c.json({ error: 'enabled must be true or false' }, 400);
    c.var.state.humanVerification = enabled;
    return c.json({ enabled });
  });

  // For tests and demos: the answer of a challenge, by id or else the latest (the picture cannot be read by a script).
  routes.get('/__sandbox/challenge', (c) => {
    const { challenges } = verificationOf(c.var.state);
    const id = c.req.query('challengeId');
    const challenge = id ? challenges.get(id) : [...challenges.values()].at(-1);
    return challenge ? c.json({ answer: challenge.answer }) : c.json({ error: 'No open challenge has this id' }, 404);
  });

  return routes;
}
