import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact-secrets';

describe('no password or payment password is shown where the devtools could read it', () => {
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

  it('leaves a value without secrets as it is', () => {
    const action = { type: 'session/started', payload: { account: 'demo' } };
    expect(redactSecrets(action)).toBe(action);
  });
});
