import { passwordChecked, relay, type CallSpec } from './call-spec';

/** The point mall: balance, rewards, redemptions and conversion (spec §7). */
export const POINTS_CALLS = {
  balance: { method: 'GET', path: relay('MCS2_getPointBalance'), token: 'required', answer: 'object' },
  rewards: { method: 'GET', path: relay('MCS2_getPointReward'), token: 'required', answer: 'array' },
  redeem: {
    method: 'POST',
    path: passwordChecked('MCS2_redeemPointReward'),
    token: 'required',
    encrypted: true,
    answer: 'object',
    paymentPassword: true,
  },
  redemptions: { method: 'GET', path: relay('MCS2_getRedeemPointList'), token: 'required', answer: 'object' },
  config: { method: 'GET', path: relay('MCS2_getPointConfig'), token: 'required', answer: 'object' },
  convert: {
    method: 'POST',
    path: passwordChecked('MCS2_convertPoint'),
    token: 'required',
    encrypted: true,
    answer: 'object',
    paymentPassword: true,
  },
  transactions: { method: 'GET', path: relay('ODSFE2_MemTransDet'), token: 'required', answer: 'object' },
} as const satisfies Record<string, CallSpec>;
