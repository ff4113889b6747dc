import { lazy, type ComponentType } from 'react';

const records = () => import('../records/record-pages');

/**
 * The money entries of the member center (spec §2), each its own chunk (the four records share
 * one). Keys are the member center's entry names; the site hands this map to the member center.
 */
export const WALLET_CENTER_PAGES: Partial<Record<string, ComponentType>> = {
  transferFund: lazy(() => import('../transfer/transfer-page')),
  depositv2: lazy(() => import('../deposit/deposit-page')),
  withdraw: lazy(() => import('../withdraw/withdraw-page')),
  transferUpline: lazy(() => import('../transfer/transfer-upline-page')),
  personalHistoryCopy: lazy(() => records().then((module) => ({ default: module.BettingRecordPage }))),
  transactionHistory: lazy(() => records().then((module) => ({ default: module.AccountRecordPage }))),
  personalProfit: lazy(() => records().then((module) => ({ default: module.ProfitRecordPage }))),
  bonusDetails: lazy(() => records().then((module) => ({ default: module.BonusRecordPage }))),
};
