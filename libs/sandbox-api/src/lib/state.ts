import type { Contract, ExclusionKind, PlatformMessage, ProfileField, Redemption, PointTransaction, SalaryRecord } from '@wl/api-client';
import type { Scenario } from './scenario';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed/accounts';
import { seedContracts, seedSalaryRecords } from './seed/contracts';
import { seededRandom, SEED_EPOCH } from './seed/random';
import { seedGames } from './seed/games';
import { NO_FAULTS, type Faults } from './faults';
import { newProtection, type PlayerProtection } from './responsible-gaming';
import { copyInCurrency } from './seed/currency';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';
import { seedMessages, seedProfile } from './seed/member';
import { createLedger, open, walletView, type Ledger } from './ledger';
import { walletHistory } from './seed/wallet-history';
import { marketOf, type Market } from './seed/market';

/** Whom the sandbox answers for: the merchant's currency and market. */
type Merchant = Pick<SandboxState, 'currencySymbol' | 'market'>;

export interface SandboxOptions {
  /** The scenario when a request does not name one. */
  scenario?: Scenario;
  /** The country the region scenario reports for the visitor. */
  regionCountry?: string;
  /** Faults from the start (latency, failure rates, malformed bodies). */
  faults?: Partial<Faults>;
  /** The clock; tests may pass their own. */
  now?: () => number;
  /** Games of the lobby benchmark's vendor (0: the vendor is absent); also `PUT /__sandbox/bench-vendor`. */
  benchVendorGames?: number;
  /** The human-verification step (spec §7) is asked for; a request may choose with header `x-sandbox-human-verification: on|off`. */
  humanVerification?: boolean;
  /** White-label modules switched from the seed's tree (spec §3), by module id; also `PUT /__sandbox/modules`. */
  modules?: Record<string, boolean>;
  /** The control routes under /__sandbox/ answer every client, not only this machine's (control.ts; the server's `--open-control`). */
  openControl?: boolean;
  /** The merchant's currency symbol the balance calls answer, and the seed's texts write amounts in; spec §9's ¥ by default. */
  currencySymbol?: string;
}

export interface Account extends DemoAccount {
  id: number;
  countryDialingCode: string;
  /** A view of the player's ledger (see ledger.ts); new code posts to the ledger instead of writing here. */
  wallets: Record<number, number>;
  /** nodeId of each favourite, oldest first. */
  favourites: string[];
  /** nodeId of recently launched games, newest first. */
  recent: string[];
  recentLotteries: string[];
  language: string;
  avatar: { avatar: string; avatarType: 'CUSTOM' | 'STATIC' };
  joinedPromotions: Record<number, 'JOINED' | 'APPLYING' | 'ISSUED' | 'CLAIMED'>;
  raffleClaimedOn?: string;
  profile: Record<ProfileField, string>;
  messages: PlatformMessage[];
  /** Responsible gaming: deposit limits, reality check, deposits counted against the limits. */
  protection: PlayerProtection;
  excludedUntil?: { kind: ExclusionKind; until: number };
}

export interface Session {
  token: string;
  accountId: number;
  trial: boolean;
}

export interface SmsCode {
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** Everything the sandbox remembers; rebuilt from the options on reset. */
export interface SandboxState {
  scenario: Scenario;
  humanVerification: boolean;
  /** Module id → on or off, over the seed's white-label tree. */
  moduleSwitches: Record<string, boolean>;
  regionCountry: string;
  /** The merchant's currency (`SandboxOptions.currencySymbol`). */
  currencySymbol: string;
  /** Where the merchant does business, by its currency: its country, banks and pay-in schemes. */
  market: Market;
  faults: Faults;
  /** Added to the clock by `POST /__sandbox/clock` (to expire SMS codes in a test). */
  clockOffset: number;
  now: () => number;
  /**
   * Added to the lottery draws' clock alone by `POST /__sandbox/draws/clock`: a test that brings the next draw on
   * leaves the codes, challenges and records of tests running beside it on the real time.
   */
  drawsOffset: number;
  /** The lottery draws' time: the clock's, and the draws' own offset. */
  drawsNow: () => number;
  random: () => number;
  nextId: () => number;
  accounts: Map<string, Account>;
  accountsById: Map<number, Account>;
  sessions: Map<string, Session>;
  failedLogins: Map<string, number>;
  captchas: Map<string, string>;
  /** `<purpose>:<dialing code><mobile>` → the last code sent. */
  smsCodes: Map<string, SmsCode>;
  /** What the sandbox "sent": SMS and e-mails, readable at `GET /__sandbox/outbox`. */
  outbox: {
    sms: Array<{ to: string; purpose: string; code: string; at: number }>;
    email: Array<{ to: string; subject: string; body: string; at: number }>;
  };
  redemptions: Map<number, Redemption[]>;
  /** Reward id → stock left, once a redemption has changed it. */
  rewardStock: Map<number, number>;
  pointTransactions: Map<number, PointTransaction[]>;
  contracts: Contract[];
  salaryRecords: Map<string, SalaryRecord[]>;
  /** Every player's money: balances are derived from it (ledger.ts). */
  ledger: Ledger;
  /** Games of the lobby benchmark's vendor; 0 while it is switched off. */
  benchVendorGames: number;
}

/** `pastOf`: the seeded account whose past (wallet history) the account gets, dated from now: its own by default. */
function toAccount(seed: DemoAccount, id: number, ledger: Ledger, merchant: Merchant, pastOf: DemoAccount = seed): Account {
  const games = seedGames().all;
  const own = seed.customerType === 0 && seed.vipRankLevel >= 3;
  open(ledger, id, seed.wallets, walletHistory(pastOf, id, ledger.now(), merchant.market));
  return {
    ...seed,
    id,
    countryDialingCode: seed.countryDialingCode ?? merchant.market.country.countryDialingCode,
    wallets: walletView(ledger, id),
    favourites: own ? [games[3], games[700], games[1500], games[4200]].map((game) => game?.nodeId as string) : [],
    recent: own ? [games[10], games[900], games[2500]].map((game) => game?.nodeId as string) : [],
    recentLotteries: own ? ['VNMB', 'VNHCM'] : [],
    language: 'TY',
    avatar: { avatar: `/__sandbox/icons/avatar/${(id % 8) + 1}.svg`, avatarType: 'STATIC' },
    joinedPromotions: {},
    profile: seedProfile(seed),
    messages: seed.customerType === 4 ? [] : copyInCurrency(seedMessages(id), merchant.currencySymbol),
    protection: newProtection(),
  };
}

export function createState(options: SandboxOptions): SandboxState {
  let id = 10_000;
  // The sandbox clock before `state` exists (its offset is 0 until then).
  const ledger = createLedger(options.now ?? Date.now);
  const merchant = { currencySymbol: options.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL, market: marketOf(options.currencySymbol) };
  const accounts = DEMO_ACCOUNTS.map((seed) => toAccount(seed, ++id, ledger, merchant));
  const state: SandboxState = {
    scenario: options.scenario ?? 'normal',
    humanVerification: options.humanVerification ?? false,
    moduleSwitches: { ...options.modules },
    regionCountry: options.regionCountry ?? 'Singapore',
    ...merchant,
    faults: { ...NO_FAULTS, ...options.faults },
    clockOffset: 0,
    now: () => (options.now ?? Date.now)() + state.clockOffset,
    drawsOffset: 0,
    drawsNow: () => state.now() + state.drawsOffset,
    random: seededRandom(SEED_EPOCH % 100_000),
    nextId: () => ++id,
    accounts: new Map(accounts.map((account) => [account.username, account])),
    accountsById: new Map(accounts.map((account) => [account.id, account])),
    sessions: new Map(),
    failedLogins: new Map(),
    captchas: new Map(),
    smsCodes: new Map(),
    outbox: { sms: [], email: [] },
    redemptions: new Map(),
    rewardStock: new Map(),
    pointTransactions: new Map(
      accounts
        .filter((account) => account.points > 0)
        .map((account) => [
          account.id,
          [
            {
              transId: ++id,
              type: 'EARN' as const,
              changedPoints: account.points,
              pointsAfter: account.points,
              createTime: SEED_EPOCH,
              remark: 'Points earned from bets',
            },
          ],
        ]),
    ),
    contracts: seedContracts(),
    salaryRecords: seedSalaryRecords(),
    benchVendorGames: options.benchVendorGames ?? 0,
    ledger,
  };
  ledger.now = state.now;
  return state;
}

/**
 * Accounts registered in the sandbox get the next id and an empty wallet; a copy of a demo account
 * (`POST /__sandbox/players`) gets that account's past too (`pastOf`).
 */
export function addAccount(state: SandboxState, seed: DemoAccount, pastOf?: DemoAccount): Account {
  const account = toAccount(seed, state.nextId(), state.ledger, state, pastOf);
  state.accounts.set(account.username, account);
  state.accountsById.set(account.id, account);
  return account;
}
