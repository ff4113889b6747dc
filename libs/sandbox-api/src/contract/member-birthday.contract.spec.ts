import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, ERROR_CODES, memberApi, WHITE_LABEL_MODULES, type Profile } from '@wl/api-client';
import { DEFAULT_MINIMUM_AGE } from '@wl/brand';
import { latestAllowedBirthday } from '@wl/forms';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

/** The day after `day` (`yyyy-MM-dd`), local time. */
const dayAfter = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(year, month - 1, date + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
};

describe('profile birthday and the minimum age (spec §5)', () => {
  it('refuses a birthday under the minimum age, so it never locks; one of age is saved and locks', async () => {
    await h.loginAs('demo_member');
    const oldest = latestAllowedBirthday(DEFAULT_MINIMUM_AGE, new Date());
    const tooYoung = { values: { birthday: dayAfter(oldest) } };
    h.expectError(await store.dispatch(memberApi.endpoints.updateProfile.initiate(tooYoung)), 'error.unknown', 'invalid.parameter');
    const saved = h.expectContract(
      'member',
      'updateProfile',
      await store.dispatch(memberApi.endpoints.updateProfile.initiate({ values: { birthday: oldest } })),
    ) as Profile;
    expect(saved.values.birthday).toBe(oldest);
    expect(saved.editable).not.toContain('birthday');
  });
});

describe('registration birthday and the minimum age (spec §5, §9: 18)', () => {
  it('both registrations, by username and by mobile, refuse a birthday under the minimum age as the profile does', async () => {
    await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ [WHITE_LABEL_MODULES.registerSmsVerification]: false }) });
    const oldest = latestAllowedBirthday(DEFAULT_MINIMUM_AGE, new Date());
    const password = { password: 'Secret#123', confirmPassword: 'Secret#123', registerMethod: 'WEB' as const };
    const byUsername = (birthday: string) =>
      store.dispatch(authApi.endpoints.register.initiate({ ...password, username: 'bornlate1', birthday }));
    const byMobile = (birthday: string) =>
      store.dispatch(
        authApi.endpoints.registerMobile.initiate({ ...password, countryDialingCode: '+63', mobileNum: '9178880005', birthday }),
      );

    for (const tooYoung of ['2015-01-01', dayAfter(oldest)]) {
      for (const register of [byUsername, byMobile]) {
        const refused = h.expectError(await register(tooYoung), 'error.unknown', ERROR_CODES.invalidParameter);
        expect(refused.message).toContain(`at least ${DEFAULT_MINIMUM_AGE} years`);
      }
    }
    h.expectContract('auth', 'register', await byUsername(oldest));
    h.expectContract('auth', 'registerMobile', await byMobile(oldest));
  });
});
