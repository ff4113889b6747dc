import { beforeEach, describe, expect, it } from 'vitest';
import { memberApi, type Profile } from '@wl/api-client';
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
