import type { ComponentType } from 'react';
import { lazyRetrying } from '@wl/ui-kit';

const records = () => import('../records/record-pages');

/**
 * The money entries of the member center (spec §2), each its own chunk (the four records share
 * one). Keys are the member center's entry names; the site hands this map to the member center.
 */
export const WALLET_CENTER_PAGES: Partial<Record<string, ComponentType>> = {
  transferFund: lazyRetrying(() => import('../transfer/transfer-page')),
  depositv2: lazyRetrying(() => import('../deposit/deposit-page')),
  withdraw: lazyRetrying(() => import('../withdraw/withdraw-page')),
  transferUpline: lazyRetrying(() => import('../transfer/transfer-upline-page')),
  personalHistoryCopy: lazyRetrying(() => records().then((module) => ({ default: module.BettingRecordPage }))),
  transactionHistory: lazyRetrying(() => records().then((module) => ({ default: module.AccountRecordPage }))),
  personalProfit: lazyRetrying(() => records().then((module) => ({ default: module.ProfitRecordPage }))),
  bonusDetails: lazyRetrying(() => records().then((module) => ({ default: module.BonusRecordPage }))),
};
