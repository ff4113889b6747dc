import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, ERROR_CODES, systemApi, WHITE_LABEL_MODULES, type RegisterMobileRequest, type WhiteLabelModule } from '@wl/api-client';
import { MODULE_OFF, MODULE_ON } from '../lib/modules';
import { contractHarness } from './harness';

/**
 * Spec §6, docs/api-contract.md: a call of a white-label module the merchant has switched off is refused as
 * `function.not.available`, as the site hides its buttons and fields: social logins and sign-ups by
 * their provider's module, a password in a mobile registration by MOBILENUMPASSREG3.
 */
const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

const switchModules = (switches: Record<string, boolean>) =>
  h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify(switches) });
const expectRefused = (result: { error?: unknown }) => h.expectError(result, 'error.functionNotEnabled', ERROR_CODES.functionNotAvailable);

/** The id tokens the sandbox's provider page issues: for the identity linked to demo_member, and for a new one. */
async function tokensOf(provider: 'google' | 'facebook') {
  const page = await (await h.admin(`/wps/social/${provider}/authorize`)).text();
  const [linked, fresh] = [...page.matchAll(/"idToken":"([^"]+)"/g)].map((match) => match[1] ?? '');
  return { linked: linked ?? '', fresh: fresh ?? '' };
}
const socialLogin = (firebaseIdToken: string) => store.dispatch(authApi.endpoints.login.initiate({ type: 'firebase', firebaseIdToken }));
const socialSignUp = (firebaseChannel: string, firebaseIdToken: string) =>
  store.dispatch(
    authApi.endpoints.register.initiate({
      username: 'social001',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      registerMethod: 'WEB',
      firebaseChannel,
      firebaseIdToken,
    }),
  );
const byMobile = (mobileNum: string, fields: Partial<RegisterMobileRequest> = {}) =>
  store.dispatch(authApi.endpoints.registerMobile.initiate({ countryDialingCode: '+63', mobileNum, registerMethod: 'WEB', ...fields }));
const userName = (value: unknown) => (value as { userName: string }).userName;

describe('the seed (shell-guards e2e: Google login on, Facebook login off)', () => {
  it('serves GOOGLELOGIN3 on, FACEBOOKLOGIN3 off and MOBILENUMPASSREG3 on, each flagged "1" when on and "0" when off', async () => {
    const permission = h.expectContract('system', 'permission', await store.dispatch(systemApi.endpoints.getPermission.initiate()));
    const flags: Record<string, string> = {};
    const walk = (nodes: readonly WhiteLabelModule[] | null) =>
      nodes?.forEach((node) => {
        flags[node.modId] = node.enabled;
        walk(node.childrenNodes);
      });
    walk((permission as { whitelabel: WhiteLabelModule[] }).whitelabel);
    expect(flags).toMatchObject({
      [WHITE_LABEL_MODULES.googleLogin]: MODULE_ON,
      [WHITE_LABEL_MODULES.facebookLogin]: MODULE_OFF,
      [WHITE_LABEL_MODULES.mobilePasswordRegister]: MODULE_ON,
    });
    expect([MODULE_ON, MODULE_OFF]).toEqual(['1', '0']);
  });
});

describe('social login by the provider’s module', () => {
  it('a Facebook login is refused while FACEBOOKLOGIN3 is off, and served once it is on', async () => {
    const { linked } = await tokensOf('facebook');
    expectRefused(await socialLogin(linked));
    await switchModules({ [WHITE_LABEL_MODULES.facebookLogin]: true });
    expect(userName(h.expectContract('auth', 'login', await socialLogin(linked)))).toBe('demo_member');
  });

  it('a Google login is refused while GOOGLELOGIN3 is off, and served while it is on', async () => {
    const { linked } = await tokensOf('google');
    await switchModules({ [WHITE_LABEL_MODULES.googleLogin]: false });
    expectRefused(await socialLogin(linked));
    await switchModules({ [WHITE_LABEL_MODULES.googleLogin]: true });
    expect(userName(h.expectContract('auth', 'login', await socialLogin(linked)))).toBe('demo_member');
  });

  it('a forged id token is still refused as wrong credentials, whatever the switches', async () => {
    h.expectError(await socialLogin('forged-token'), 'error.wrongCredentials');
  });
});

describe('social sign-up by the provider’s module', () => {
  it('a Facebook sign-up is refused while FACEBOOKLOGIN3 is off and leaves no account; served once it is on', async () => {
    const { fresh } = await tokensOf('facebook');
    expectRefused(await socialSignUp('facebook', fresh));
    const login = await store.dispatch(
      authApi.endpoints.login.initiate({ type: 'username', username: 'social001', password: 'Secret#123' }),
    );
    h.expectError(login, 'error.wrongCredentials');
    await switchModules({ [WHITE_LABEL_MODULES.facebookLogin]: true });
    expect(userName(h.expectContract('auth', 'register', await socialSignUp('facebook', fresh)))).toBe('social001');
  });

  it('a Google sign-up is refused while GOOGLELOGIN3 is off', async () => {
    const { fresh } = await tokensOf('google');
    await switchModules({ [WHITE_LABEL_MODULES.googleLogin]: false });
    expectRefused(await socialSignUp('google', fresh));
  });

  it('a Facebook sign-up by mobile number is refused while FACEBOOKLOGIN3 is off', async () => {
    await switchModules({ [WHITE_LABEL_MODULES.registerSmsVerification]: false });
    const { fresh } = await tokensOf('facebook');
    const signUp = () => byMobile('9178880011', { firebaseChannel: 'facebook', firebaseIdToken: fresh });
    expectRefused(await signUp());
    await switchModules({ [WHITE_LABEL_MODULES.facebookLogin]: true });
    expect(userName(h.expectContract('auth', 'registerMobile', await signUp()))).toBe('9178880011');
  });
});

describe('a password in a mobile registration by MOBILENUMPASSREG3', () => {
  const password = { password: 'Secret#123', confirmPassword: 'Secret#123' };
  beforeEach(() => switchModules({ [WHITE_LABEL_MODULES.registerSmsVerification]: false }));

  it('a mobile registration with a password is refused while MOBILENUMPASSREG3 is off, and makes no account', async () => {
    await switchModules({ [WHITE_LABEL_MODULES.mobilePasswordRegister]: false });
    expectRefused(await byMobile('9178880012', password));
    // The number is still free: without a password it registers (the player logs in by SMS).
    expect(userName(h.expectContract('auth', 'registerMobile', await byMobile('9178880012')))).toBe('9178880012');
  });

  it('a mobile registration with a password is served while MOBILENUMPASSREG3 is on, and the password logs in', async () => {
    expect(userName(h.expectContract('auth', 'registerMobile', await byMobile('9178880013', password)))).toBe('9178880013');
    const login = await store.dispatch(
      authApi.endpoints.login.initiate({ type: 'username', username: '9178880013', password: 'Secret#123' }),
    );
    expect(userName(h.expectContract('auth', 'login', login))).toBe('9178880013');
  });
});

describe('a module under one switched off is off too (the tree of spec §3)', () => {
  it('registration switched off (REGISTER3) refuses a registration by username, though USERNAMEREG3 is on', async () => {
    await switchModules({ REGISTER3: false });
    const refused = await store.dispatch(
      authApi.endpoints.register.initiate({
        username: 'underoff01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        registerMethod: 'WEB',
      }),
    );
    expectRefused(refused);
  });
});
