import { Hono } from 'hono';
import {
  CUSTOMER_TYPE,
  ERROR_CODES,
  isAgentType,
  type Contract,
  type ContractKind,
  type ContractView,
  type Downline,
  type Period,
} from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint, type Input } from '../endpoint';
import { fail, ok } from '../envelope';
import { isFailure, toMajorNumber, toMinor, transfer } from '../ledger';
import { CONTRACT_MODULES, moduleOn } from '../modules';
import { page } from '../paging';
import { refusePaymentPassword } from '../payment-password';
import { breaksRule } from '../players';
import { AFFILIATE_CODES, MAIN_WALLET } from '../seed/accounts';
import { DAY_MS } from '../seed/random';
import { REGISTER_SETTINGS } from '../seed/settings';
import { NOTICE_AUDIENCE, seedTeamAccounts, seedTeamActivity, type TeamActivity } from '../seed/team';
import { addAccount, type Account, type SandboxState } from '../state';
import { answerFailure, idempotencyKey } from './wallet';
import type { Context } from 'hono';

function view(state: SandboxState, me: string, kind: ContractKind): ContractView {
  const mine = (status: Contract['status']) =>
    state.contracts.find((entry) => entry.kind === kind && entry.downlineName === me && entry.status === status) ?? null;
  const inForce = mine('ACTIVE');
  return {
    mine: mine('PENDING') ?? inForce,
    inForce,
    downlines: state.contracts.filter((entry) => entry.kind === kind && entry.uplineName === me),
    records: state.salaryRecords.get(`${me}:${kind}`) ?? [],
  };
}

/** The rates a contract carries (real-time salary's profit and loss rates too), each capped by the agent's own. */
const CONTRACT_RATES = { rate: 'rate', profitRate: 'profit rate', lossRate: 'loss rate' } as const;

/** The first rate of `contract` above the same rate of `ceiling`, if any (a rate one of them lacks caps nothing). */
function rateAbove(contract: Contract, ceiling: Contract): keyof typeof CONTRACT_RATES | undefined {
  return (Object.keys(CONTRACT_RATES) as Array<keyof typeof CONTRACT_RATES>).find((field) => {
    const [value, cap] = [contract[field], ceiling[field]];
    return value !== undefined && cap !== undefined && value > cap;
  });
}

/** Spec §4 contract transitions: new request, accept, reject, terminate. */
function change(c: Context, state: SandboxState, account: Account, kind: ContractKind, input: Input<'agent', 'dividend'>) {
  const me = account.username;
  if (input.action === 'VIEW') return ok(c, view(state, me, kind));
  if (input.action === 'REQUEST') {
    const downline = teamOf(state, me).find((entry) => entry.level === 1 && entry.account.username === input.downlineName)?.account;
    if (!downline) return fail(c, ERROR_CODES.invalidParameter, `${input.downlineName} is not your direct downline`, 400);
    // Spec §6: only an agent opens the agent center, so only an agent can answer the offer.
    if (!isAgentType(downline.customerType))
      return fail(c, ERROR_CODES.invalidParameter, `${input.downlineName} is not an agent: only an agent can answer a contract`, 400);
    // One offer of a kind waits per downline: a second would stay waiting, badged, once the first is answered.
    const waiting = state.contracts.some(
      (entry) => entry.kind === kind && entry.downlineName === input.downlineName && entry.status === 'PENDING',
    );
    if (waiting)
      return fail(c, ERROR_CODES.invalidParameter, `${input.downlineName} already has an offer of this kind waiting for an answer`, 400);
    // The agent's own contract in force, not an offer still waiting for its answer.
    const own = state.contracts.find((entry) => entry.kind === kind && entry.downlineName === me && entry.status === 'ACTIVE');
    const template = own ?? state.contracts.find((entry) => entry.kind === kind);
    const created: Contract = {
      ...(template as Contract),
      contractId: state.nextId(),
      kind,
      status: 'PENDING',
      uplineName: me,
      downlineName: input.downlineName,
      rate: input.rate,
      activeMembers: input.activeMembers,
      betAmount: input.betAmount,
      createTime: state.now(),
      validBetPeriod: input.validBetPeriod ?? template?.validBetPeriod ?? 'DAILY',
      profitLossPeriod: input.profitLossPeriod ?? template?.profitLossPeriod ?? 'DAILY',
      ...(kind === 'REALTIME'
        ? {
            profitRate: input.profitRate ?? input.rate,
            lossRate: input.lossRate ?? input.rate / 2,
            singleBetAmount: input.singleBetAmount ?? 0,
          }
        : {}),
    };
    // Spec §4 keeps a downline at or below its agent (accepting a lower rate ends the downline contracts
    // above it): an offer may not exceed the agent's own contract in force, rate by rate.
    const above = own && rateAbove(created, own);
    if (own && above)
      return fail(c, ERROR_CODES.invalidParameter, `The ${CONTRACT_RATES[above]} cannot exceed your own ${own[above]}`, 400);
    state.contracts.push(created);
    return ok(c, view(state, me, kind));
  }
  const target = state.contracts.find((entry) => entry.contractId === input.contractId && entry.kind === kind);
  if (input.action === 'TERMINATE') {
    if (
      !target ||
      (target.uplineName !== me && target.downlineName !== me) ||
      target.status === 'TERMINATED' ||
      target.status === 'REJECTED'
    ) {
      return fail(c, ERROR_CODES.invalidParameter, 'No open contract of yours with this id', 400);
    }
    target.status = 'TERMINATED';
    return ok(c, view(state, me, kind));
  }
  if (!target || target.downlineName !== me || target.status !== 'PENDING')
    return fail(c, ERROR_CODES.invalidParameter, 'No contract waits for your answer with this id', 400);
  if (input.action === 'REJECT') {
    target.status = 'REJECTED';
    return ok(c, view(state, me, kind));
  }
  for (const entry of state.contracts) {
    const replaced = entry.kind === kind && entry.downlineName === me && entry.status === 'ACTIVE';
    // Spec §4: accepting a rate lower than a downline's ends the downline's contract, whichever of its rates it is;
    // an offer still waiting above it is withdrawn too, or the downline could accept it above the agent's new rate.
    const undercut =
      entry.kind === kind &&
      entry.uplineName === me &&
      (entry.status === 'ACTIVE' || entry.status === 'PENDING') &&
      rateAbove(entry, target) !== undefined;
    if (replaced || undercut) entry.status = 'TERMINATED';
  }
  target.status = 'ACTIVE';
  return ok(c, view(state, me, kind));
}

/** The seeded team of a sandbox run, made on the first agent call (the accounts join the run's accounts). */
const teams = new WeakMap<SandboxState, TeamActivity>();
function activityOf(state: SandboxState): TeamActivity {
  let activity = teams.get(state);
  if (!activity) {
    for (const seed of seedTeamAccounts()) if (!state.accounts.has(seed.username)) addAccount(state, seed);
    const members = [...state.accounts.values()].filter((account) => account.uplineName);
    activity = seedTeamActivity(members, state.now(), state.market);
    teams.set(state, activity);
  }
  return activity;
}

/** Everyone below an agent, with their level (1: direct downline), breadth first. */
function teamOf(state: SandboxState, agent: string): Array<{ account: Account; level: number }> {
  // The seeded members join the run's accounts on the first agent call: whichever call that is, they are in the team.
  activityOf(state);
  const accounts = [...state.accounts.values()];
  const below = (uplines: string[]) =>
    accounts.filter((account) => account.uplineName !== undefined && uplines.includes(account.uplineName));
  const team: Array<{ account: Account; level: number }> = [];
  for (let level = 1, tier = below([agent]); tier.length > 0; level++, tier = below(tier.map((account) => account.username))) {
    team.push(...tier.map((account) => ({ account, level })));
  }
  return team;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const within = (ms: number, range: { startDate: string; endDate: string }) => dayOf(ms) >= range.startDate && dayOf(ms) <= range.endDate;
/** Report totals, added in minor units (float sums of amounts are not exact). */
const sum = (values: number[]) => toMajorNumber(values.reduce((total, value) => total + toMinor(value), 0));
/** A report's member filter: any part of the name, whatever its case. */
const named = (name: string, wanted?: string) => !wanted || name.toLowerCase().includes(wanted.toLowerCase());
/** A report may name one team member; anyone else's rows are never shown. */
const members = (state: SandboxState, me: string, username?: string) =>
  new Set(
    teamOf(state, me)
      .map(({ account }) => account.username)
      .filter((name) => named(name, username)),
  );

/** The first day of the spec §9 period a day falls in (weeks start on Monday). */
function periodStart(ms: number, period: Period): string {
  const date = new Date(ms);
  if (period === 'WEEKLY') return dayOf(ms - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  if (period === 'SEMIMONTHLY') return `${dayOf(ms).slice(0, 8)}${date.getUTCDate() < 16 ? '01' : '16'}`;
  if (period === 'MONTHLY') return `${dayOf(ms).slice(0, 8)}01`;
  return dayOf(ms);
}

/** An agent creates agents one tier down: 1 → 2 → 41; 41 and 42 create 42. */
const AGENT_TIER_BELOW: Readonly<Record<number, number>> = {
  [CUSTOMER_TYPE.agent]: CUSTOMER_TYPE.agentLevel2,
  [CUSTOMER_TYPE.agentLevel2]: CUSTOMER_TYPE.agentLevel41,
  [CUSTOMER_TYPE.agentLevel41]: CUSTOMER_TYPE.agentLevel42,
  [CUSTOMER_TYPE.agentLevel42]: CUSTOMER_TYPE.agentLevel42,
};

function downlineView(state: SandboxState, account: Account, level: number): Downline {
  const activity = activityOf(state);
  const joined = activity.joined.get(account.username);
  const moved = activity.transactions.filter((entry) => entry.username === account.username);
  return {
    username: account.username,
    nickname: account.nickname,
    customerType: account.customerType,
    level,
    uplineName: account.uplineName ?? '',
    balance: account.wallets[MAIN_WALLET] ?? 0,
    registerTime: joined?.registerTime ?? state.now(),
    lastLoginTime: joined?.lastLoginTime ?? null,
    depositTotal: sum(moved.filter((entry) => entry.type === 'DEPOSIT').map((entry) => entry.amount)),
    withdrawalTotal: sum(moved.filter((entry) => entry.type === 'WITHDRAWAL').map((entry) => -entry.amount)),
  };
}

function teamRoutes(routes: Hono<SandboxEnv>) {
  const agentOnly = { agentOnly: true };

  endpoint(
    routes,
    'agent',
    'announcements',
    (_input, { c, state, account }) => ok(c, NOTICE_AUDIENCE.includes(account.customerType) ? activityOf(state).notices : []),
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'invite',
    (_input, { c, account }) => {
      const code = Object.entries(AFFILIATE_CODES).find(([, agent]) => agent === account.username)?.[0];
      return ok(c, { affiliateCode: code ?? `AGT${account.id}` });
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'teamOverview',
    (range, { c, state, account }) => {
      const activity = activityOf(state);
      const team = teamOf(state, account.username);
      const names = new Set(team.map(({ account: member }) => member.username));
      const joinedBy = (name: string) => activity.joined.get(name)?.registerTime ?? state.now();
      const moves = activity.transactions.filter((entry) => names.has(entry.username) && within(entry.createTime, range));
      return ok(c, {
        members: team.filter(({ account: member }) => dayOf(joinedBy(member.username)) <= range.endDate).length,
        activeMembers: new Set(
          activity.bets.filter((bet) => names.has(bet.username) && within(bet.betTime, range)).map((bet) => bet.username),
        ).size,
        newMembers: team.filter(({ account: member }) => within(joinedBy(member.username), range)).length,
        deposits: sum(moves.filter((entry) => entry.type === 'DEPOSIT').map((entry) => entry.amount)),
        withdrawals: sum(moves.filter((entry) => entry.type === 'WITHDRAWAL').map((entry) => -entry.amount)),
        teamBalance: sum(team.map(({ account: member }) => member.wallets[MAIN_WALLET] ?? 0)),
      });
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'downlines',
    ({ pageNum, pageSize, keyword, level }, { c, state, account }) => {
      const found = teamOf(state, account.username).filter(
        (entry) =>
          (!level || entry.level === level) &&
          (!keyword || `${entry.account.username} ${entry.account.nickname}`.toLowerCase().includes(keyword.toLowerCase())),
      );
      return ok(
        c,
        page(
          found.map((entry) => downlineView(state, entry.account, entry.level)),
          pageNum,
          pageSize,
        ),
      );
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'registerDownline',
    (input, { c, state, account }) => {
      for (const field of ['username', 'password'] as const) {
        const problem = breaksRule(REGISTER_SETTINGS, field, input[field]);
        if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
      }
      if (input.password !== input.confirmPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The passwords differ');
      if (state.accounts.has(input.username)) return fail(c, ERROR_CODES.usernameTaken, 'This username is taken');
      activityOf(state);
      const created = addAccount(state, {
        username: input.username,
        password: input.password,
        customerType:
          input.accountType === 'AGENT' ? (AGENT_TIER_BELOW[account.customerType] ?? CUSTOMER_TYPE.agentLevel42) : CUSTOMER_TYPE.member,
        shows: `Registered by ${account.username} in this sandbox run`,
        nickname: input.nickname || input.username,
        email: '',
        mobileNum: '',
        paymentPassword: '',
        vipRankLevel: 0,
        uplineName: account.username,
        wallets: { [MAIN_WALLET]: 0 },
        points: 0,
      });
      activityOf(state).joined.set(created.username, { registerTime: state.now(), lastLoginTime: null });
      return ok(c, downlineView(state, created, 1));
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'transferToDownline',
    ({ downlineName, amount, paymentPassword }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      // Checked before the key's replay, as the wallet's money calls do (a retry may retype it).
      const refused = refusePaymentPassword(c, state, account, paymentPassword);
      if (refused) return refused;
      const downline = state.accounts.get(downlineName);
      const member = downline && teamOf(state, account.username).find((entry) => entry.account.username === downline.username);
      if (!downline || !member) return fail(c, ERROR_CODES.invalidParameter, `${downlineName} is not in your team`, 400);
      // Spec §6: agents may transfer to a downline; the money moves through the players' ledger, once per key.
      const moved = transfer(state, account.id, downline.id, amount, key);
      if (isFailure(moved)) return answerFailure(c, moved);
      const balance = downline.wallets[MAIN_WALLET] ?? 0;
      const activity = activityOf(state);
      if (!activity.transfers.has(`${account.id}:${key}`)) {
        activity.transfers.add(`${account.id}:${key}`);
        activity.transactions.push({
          transId: state.nextId(),
          username: downline.username,
          type: 'TRANSFER_IN',
          amount: Number(amount),
          balanceAfter: balance,
          createTime: state.now(),
        });
      }
      return ok(c, { balance: account.wallets[MAIN_WALLET] ?? 0, downlineBalance: balance });
    },
    { agentOnly: true, realAccount: true },
  );

  endpoint(
    routes,
    'agent',
    'teamBets',
    (query, { c, state, account }) => {
      const names = members(state, account.username, query.username);
      const bets = activityOf(state)
        .bets.filter((bet) => names.has(bet.username) && within(bet.betTime, query))
        .sort((a, b) => b.betTime - a.betTime);
      return ok(c, page(bets, query.pageNum, query.pageSize));
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'profitLoss',
    (query, { c, state, account }) => {
      const activity = activityOf(state);
      const rows = [...members(state, account.username, query.username)].flatMap((username) => {
        const bets = activity.bets.filter((bet) => bet.username === username && within(bet.betTime, query));
        const bonus = sum(
          activity.transactions
            .filter((entry) => entry.username === username && entry.type === 'BONUS' && within(entry.createTime, query))
            .map((entry) => entry.amount),
        );
        if (bets.length === 0 && bonus === 0) return [];
        const winLoss = sum(bets.map((bet) => bet.winLoss));
        return [
          {
            username,
            betAmount: sum(bets.map((bet) => bet.betAmount)),
            validBet: sum(bets.map((bet) => bet.validBet)),
            winLoss,
            bonus,
            profitLoss: sum([winLoss, bonus]),
          },
        ];
      });
      return ok(c, page(rows, query.pageNum, query.pageSize));
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'income',
    ({ startDate, endDate, period }, { c, state, account }) => {
      const days = (activityOf(state).income.get(account.username) ?? []).filter((entry) => within(entry.day, { startDate, endDate }));
      const groups = new Map<string, typeof days>();
      for (const entry of days) {
        const key = periodStart(entry.day, period);
        groups.set(key, [...(groups.get(key) ?? []), entry]);
      }
      const rows = [...groups].map(([start, entries]) => {
        const total = (pickField: (entry: (typeof days)[number]) => number) => sum(entries.map(pickField));
        const row = {
          period: start,
          commission: total((entry) => entry.commission),
          dividend: total((entry) => entry.dividend),
          dailySalary: total((entry) => entry.dailySalary),
          hourlySalary: total((entry) => entry.hourlySalary),
          realTimeSalary: total((entry) => entry.realTimeSalary),
        };
        return { ...row, total: sum([row.commission, row.dividend, row.dailySalary, row.hourlySalary, row.realTimeSalary]) };
      });
      return ok(
        c,
        rows.sort((a, b) => b.period.localeCompare(a.period)),
      );
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'downlineTransactions',
    (query, { c, state, account }) => {
      const names = members(state, account.username, query.username);
      const rows = activityOf(state)
        .transactions.filter((entry) => names.has(entry.username) && within(entry.createTime, query))
        .sort((a, b) => b.createTime - a.createTime);
      return ok(c, page(rows, query.pageNum, query.pageSize));
    },
    agentOnly,
  );

  endpoint(
    routes,
    'agent',
    'creditReport',
    (query, { c, state, account }) => {
      const credit = activityOf(state).credit.get(account.username) ?? { creditLimit: 0, records: [] };
      const used = credit.records[0]?.creditAfter ?? 0;
      const records = credit.records.filter((entry) => within(entry.createTime, query) && named(entry.username, query.username));
      return ok(c, {
        creditLimit: credit.creditLimit,
        usedCredit: used,
        availableCredit: sum([credit.creditLimit, -used]),
        records: page(records, query.pageNum, query.pageSize),
      });
    },
    agentOnly,
  );
}

const KINDS = { dividend: 'DIVIDEND', dailySalary: 'DAILY', hourlySalary: 'HOURLY', realTimeSalary: 'REALTIME' } as const;

export function agentRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(
    routes,
    'agent',
    'contractInfo',
    (_input, { c, state, account }) => {
      const pending = (kind: ContractKind) =>
        state.contracts.some((entry) => entry.kind === kind && entry.downlineName === account.username && entry.status === 'PENDING')
          ? 1
          : 0;
      // The merchant's switches as served, a test's or a demo's included (`PUT /__sandbox/modules`), not the seed's.
      const on = (kind: ContractKind) => moduleOn(state, CONTRACT_MODULES[kind]);
      return ok(c, {
        dailysalreqtype: pending('DAILY'),
        divtypereq: pending('DIVIDEND'),
        contracthoursalreq: pending('HOURLY'),
        realtimesalreqtype: pending('REALTIME'),
        dailySalaryEnabled: on('DAILY'),
        hourSalaryEnabled: on('HOURLY'),
        salaryEnabled: on('DAILY') || on('HOURLY'),
        realTimeSalaryEnabled: on('REALTIME'),
        dividendContractEnabled: on('DIVIDEND'),
      });
    },
    { agentOnly: true },
  );

  for (const [name, kind] of Object.entries(KINDS) as Array<[keyof typeof KINDS, ContractKind]>) {
    endpoint(routes, 'agent', name, (input, { c, state, account }) => change(c, state, account, kind, input), { agentOnly: true });
  }
  teamRoutes(routes);

  return routes;
}
