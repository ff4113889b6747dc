import { Hono } from 'hono';
import { ERROR_CODES } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { balanceOf, round2 } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { SEED_VENDORS } from '../seed/vendors';

const WALLETS = new Set([MAIN_WALLET, ...SEED_VENDORS.map((vendor) => vendor.accountTypeId)]);

export function walletRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'wallet', 'balance', (_input, { c, account }) => ok(c, balanceOf(account)));

  endpoint(routes, 'wallet', 'transfer', ({ fromAccountTypeId, toAccountTypeId, amount }, { c, account }) => {
    if (fromAccountTypeId === toAccountTypeId || !WALLETS.has(fromAccountTypeId) || !WALLETS.has(toAccountTypeId)) {
      return fail(c, ERROR_CODES.invalidParameter, 'Transfer between two different known wallets', 400);
    }
    const available = account.wallets[fromAccountTypeId] ?? 0;
    if (available < amount) return fail(c, ERROR_CODES.insufficient, 'Not enough balance in the source wallet');
    account.wallets[fromAccountTypeId] = round2(available - amount);
    account.wallets[toAccountTypeId] = round2((account.wallets[toAccountTypeId] ?? 0) + amount);
    return ok(c, balanceOf(account));
  }, { realAccount: true });

  endpoint(routes, 'wallet', 'merchantWallet', (_input, { c }) => ok(c, { isSingle: false }));

  return routes;
}
