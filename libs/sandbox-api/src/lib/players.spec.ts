import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@wl/api-client';
import { sendSms, SMS_CODE_MAX_ATTEMPTS, useSmsCode } from './players';
import { createState } from './state';

const DIALING = '+63';
const MOBILE = '9170000001';

/** One sandbox's SMS codes behind two calls: send a login code, and check one. */
function smsApp() {
  const state = createState({});
  const app = new Hono();
  app.post('/send', (c) => {
    const sent = sendSms(c, state, 'login', DIALING, MOBILE);
    return sent instanceof Response ? sent : c.json({ success: true });
  });
  app.post('/check/:code', (c) => useSmsCode(c, state, 'login', DIALING, MOBILE, c.req.param('code')) ?? c.json({ success: true }));
  const code = () => state.smsCodes.get(`login:${DIALING}${MOBILE}`)?.code ?? '';
  const check = async (guess: string) => (await app.request(`/check/${guess}`, { method: 'POST' })).json();
  return { send: () => app.request('/send', { method: 'POST' }), code, check };
}

const wrong = (code: string) => (code === '111111' ? '222222' : '111111');

describe('SMS codes: a few guesses each (ours, spec §8 "code expired, resend")', () => {
  it(`refuses ${SMS_CODE_MAX_ATTEMPTS - 1} wrong guesses as invalid and still takes the right code`, async () => {
    const sms = smsApp();
    await sms.send();
    const right = sms.code();
    for (let guess = 1; guess < SMS_CODE_MAX_ATTEMPTS; guess += 1)
      expect(await sms.check(wrong(right))).toMatchObject({ success: false, errorCode: ERROR_CODES.codeInvalid });
    expect(await sms.check(right)).toEqual({ success: true });
  });

  it(`voids the code at the ${SMS_CODE_MAX_ATTEMPTS}th wrong guess: it and the right code then answer "code expired, resend"`, async () => {
    const sms = smsApp();
    await sms.send();
    const right = sms.code();
    for (let guess = 1; guess < SMS_CODE_MAX_ATTEMPTS; guess += 1) await sms.check(wrong(right));
    expect(await sms.check(wrong(right))).toMatchObject({ success: false, errorCode: ERROR_CODES.codeExpired });
    expect(await sms.check(right)).toMatchObject({ success: false, errorCode: ERROR_CODES.codeExpired });
  });
});
