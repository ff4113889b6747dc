import { describe, expect, it } from 'vitest';
import {
  FREE_PLAY_GATEWAY_VERSION,
  GAME_LAUNCH,
  HOT_GAME_IS_PLATFORM,
  PLATFORM_CODE,
  POPULAR_LOTTERY_COUNT,
  VENDOR_PLATFORM,
  VN_NUMBERS_COUNT,
} from './constants';

describe('the wire constants match the spec', () => {
  it('spec §9: the popular lottery list shows 20 games', () => {
    expect(POPULAR_LOTTERY_COUNT).toBe(20);
  });

  it('spec §9: the Vietnamese numbers list shows 100 draws', () => {
    expect(VN_NUMBERS_COUNT).toBe(100);
  });

  it('spec §3 / §9: the hot-game request sends isPlatform 2', () => {
    expect(HOT_GAME_IS_PLATFORM).toBe(2);
  });

  it('spec §9: the platform code is W', () => {
    expect(PLATFORM_CODE).toBe('W');
  });

  it('spec §9: the vendor platform is html5-desktop', () => {
    expect(VENDOR_PLATFORM).toBe('html5-desktop');
  });

  it('spec §3: a game launch sends accountType 1, confirmTrans 0, launchMode GLS and clientType 3', () => {
    expect(GAME_LAUNCH).toEqual({ accountType: 1, confirmTrans: 0, launchMode: 'GLS', clientType: 3 });
  });

  it('spec §7: free play sends gateway version 3', () => {
    expect(FREE_PLAY_GATEWAY_VERSION).toBe('3');
  });
});
