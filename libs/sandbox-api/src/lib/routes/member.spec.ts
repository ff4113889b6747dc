import { beforeEach, describe, expect, it } from 'vitest';
import { memberApi, type ProfileField } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
const fresh = { forceRefetch: true } as const;
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

const nickname = async () => (await h.store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, fresh))).data?.nickname;
const updateProfile = (values: Partial<Record<ProfileField, string>>) =>
  h.store.dispatch(memberApi.endpoints.updateProfile.initiate({ values }));

describe('member routes: the profile', () => {
  it('a nickname sent empty clears it in the member info too, as the profile shows it', async () => {
    const profile = await updateProfile({ nickname: '' });
    expect(profile.data?.values.nickname).toBe('');
    expect(await nickname()).toBe('');
  });

  it('a profile saved without the nickname leaves it', async () => {
    await updateProfile({ zalo: '123456789' });
    expect(await nickname()).toBe('Lucky Member');
  });
});
