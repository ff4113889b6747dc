import type { PointReward } from '@wl/api-client';

export const POINT_REWARDS: readonly PointReward[] = [
  {
    rewardId: 1,
    rewardName: '¥50 bonus',
    imageUrl: '/__sandbox/icons/reward/1.svg',
    pointsRequired: 500,
    amountRequired: 0,
    availableQuantity: 999,
  },
  {
    rewardId: 2,
    rewardName: '¥200 bonus',
    imageUrl: '/__sandbox/icons/reward/2.svg',
    pointsRequired: 1800,
    amountRequired: 0,
    availableQuantity: 500,
  },
  {
    rewardId: 3,
    rewardName: 'Free spins ×50',
    imageUrl: '/__sandbox/icons/reward/3.svg',
    pointsRequired: 1200,
    amountRequired: 100,
    availableQuantity: 200,
  },
  {
    rewardId: 4,
    rewardName: 'Wireless earbuds',
    imageUrl: '/__sandbox/icons/reward/4.svg',
    pointsRequired: 25000,
    amountRequired: 0,
    availableQuantity: 12,
  },
  {
    rewardId: 5,
    rewardName: 'Smartphone',
    imageUrl: '/__sandbox/icons/reward/5.svg',
    pointsRequired: 90000,
    amountRequired: 0,
    availableQuantity: 0,
  },
];

/** One point is worth this much money when converted. */
export const POINTS_RATIO = 0.1;
export const MIN_CONVERT_POINTS = 100;
/** Spec §9 game point labels. */
export const GAME_POINT_RATES = { LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1, ESPORTS: 1, COCKFIGHT: 1 };
