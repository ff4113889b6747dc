import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact-secrets';

describe('no password, payment password or token is shown where the devtools could read it', () => {
  it('replaces every password field of a call, however it is spelled', () => {
    const args = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b', paymentPassword: '246810', username: 'demo' };
    expect(redactSecrets(args)).toEqual({
      oldPassword: REDACTED,
      newPassword: REDACTED,
      confirmNewPassword: REDACTED,
      paymentPassword: REDACTED,
      username: 'demo',
    });
  });

  it('finds them deep in an action, in objects and arrays', () => {
    const action = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { items: [{ password: 'x' }] } } } };
    expect(redactSecrets(action).meta.arg.originalArgs.items[0].password).toBe(REDACTED);
    expect(action.meta.arg.originalArgs.items[0].password).toBe('x');
  });

  it('replaces every token too: the session token of a login and of sessionStarted, and a social login’s firebaseIdToken', () => {
    const login = { type: 'api/executeMutation/fulfilled', payload: { token: 'session-1', userName: 'demo' } };
    const started = { type: 'session/sessionStarted', payload: { token: 'session-1', account: 'demo' } };
    const social = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { firebaseIdToken: 'id-1', userName: 'demo' } } } };
    expect(redactSecrets(login).payload).toEqual({ token: REDACTED, userName: 'demo' });
    expect(redactSecrets(started).payload).toEqual({ token: REDACTED, account: 'demo' });
    expect(redactSecrets(social).meta.arg.originalArgs).toEqual({ firebaseIdToken: REDACTED, userName: 'demo' });
  });

  it('leaves a value without secrets as it is', () => {
    const action = { type: 'session/started', payload: { account: 'demo' } };
    expect(redactSecrets(action)).toBe(action);
  });
});
