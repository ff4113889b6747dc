import type { Balance } from './contract/wallet';

/** The main wallet's `accountTypeId` in the balance (spec §3); the others are vendors' wallets. */
export const MAIN_WALLET = 0;

/** The main wallet's own balance (not the sum of every wallet), once the balance is in. */
export function mainWalletBalance(balance: Balance | undefined): number | undefined {
  return balance?.balance.find((row) => row.accountTypeId === MAIN_WALLET)?.availBalance;
}
