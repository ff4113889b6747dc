import { CUSTOMER_TYPE, type AgentNotice, type CreditRecord, type DownlineTransaction, type TeamBet } from '@wl/api-client';
import { MAIN_WALLET, type DemoAccount } from './accounts';
import { SEED_MARKET, type Market } from './market';
import { DAY_MS, pick, seededRandom } from './random';
import { SEED_VENDORS } from './vendors';

/**
 * The demo agents' teams (README): agent_l1 has agent_l2 and nine members; agent_l2 has agent_l41,
 * agent_l42 and five members; agent_l41 three members; agent_l42 nobody, so its center is empty.
 * Activity (bets, deposits, withdrawals, income, credit) is dated back from the sandbox's start, so
 * a report of "the last 7 days" always has rows.
 */
export const TEAM_MEMBERS: Readonly<Record<string, number>> = { agent_l1: 9, agent_l2: 5, agent_l41: 3 };
/** Days of seeded activity before the sandbox started. */
export const TEAM_HISTORY_DAYS = 60;
/** Agents who earn income and hold a credit line in the seed; agent_l42 has neither. */
const EARNING_AGENTS = ['agent_l1', 'agent_l2', 'agent_l41'] as const;

const NICKNAMES = ['Mabuhay', 'Lucky7', 'Tala', 'Bayani', 'Dragon', 'Perlas', 'Lakan', 'Sinag', 'Bituin', 'Alon'];
/** A bet's vendor by its code, named as the member's own record names it (its display name). */
const vendorName = (code: string) => SEED_VENDORS.find(({ vassalage }) => vassalage === code)?.displayName ?? code;

/** Bets' games by vendor code; the sports bet is on the market's local match. */
const gamesIn = (market: Market): ReadonlyArray<[string, string]> => [
  ['SABA', market.localFixture],
  ['EVO', 'Baccarat A'],
  ['PG', 'Fortune Tiger'],
  ['JILI', 'Super Ace'],
  ['TCG', 'Vietnam lottery: Hanoi'],
  ['DS88', 'Cockfight: arena 3'],
  ['IMES', 'Dota 2: TI qualifier'],
];

/** The seeded agent notices go to agent types 1, 2 and 41; agent_l42 (type 42) has none, for its empty states. */
export const NOTICE_AUDIENCE: readonly number[] = [CUSTOMER_TYPE.agent, CUSTOMER_TYPE.agentLevel2, CUSTOMER_TYPE.agentLevel41];

export interface TeamActivity {
  /** When each team member (seeded or registered) joined and last logged in. */
  joined: Map<string, { registerTime: number; lastLoginTime: number | null }>;
  notices: AgentNotice[];
  bets: TeamBet[];
  transactions: DownlineTransaction[];
  /** agent → one entry per day of income. */
  income: Map<
    string,
    Array<{ day: number; commission: number; dividend: number; dailySalary: number; hourlySalary: number; realTimeSalary: number }>
  >;
  credit: Map<string, { creditLimit: number; records: CreditRecord[] }>;
  /** `<agent id>:<idempotency key>` of each transfer to a downline already recorded. */
  transfers: Set<string>;
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The seeded members below each demo agent, as accounts anyone can log in with (`Member#2024`). */
export function seedTeamAccounts(): DemoAccount[] {
  const random = seededRandom(4242);
  return Object.entries(TEAM_MEMBERS).flatMap(([upline, count]) =>
    Array.from({ length: count }, (_, i): DemoAccount => {
      const username = `${upline.replace('agent_', '')}_member${String(i + 1).padStart(2, '0')}`;
      return {
        username,
        password: 'Member#2024',
        customerType: CUSTOMER_TYPE.member,
        shows: `A member of ${upline}'s team`,
        nickname: `${pick(random, NICKNAMES)} ${i + 1}`,
        email: `${username}@sandbox.test`,
        mobileNum: `9176${String(1000 + Math.floor(random() * 9000))}${i}`,
        paymentPassword: '246810',
        uplineName: upline,
        vipRankLevel: 1 + Math.floor(random() * 4),
        wallets: { [MAIN_WALLET]: money(200 + random() * 9800) },
        points: 0,
      };
    }),
  );
}

const AGENT_NOTICES: ReadonlyArray<[string, string]> = [
  [
    'Commission rates for December',
    '<p>From <strong>1 December</strong> the commission on slots rises to <em>1.2%</em> of valid bets.</p>',
  ],
  [
    'Daily wages paid at 10:00',
    '<p>Daily wages are now paid at 10:00 every day.</p><ul><li>Check your contract in <b>Daily wages</b></li></ul>',
  ],
  [
    'Invite links with QR codes',
    '<p>Share your invite QR code; every player who registers with it joins your team.</p><script>alert("xss")</script>',
  ],
];

/** Team activity for the members listed, dated back from `start`, in the merchant's market. */
export function seedTeamActivity(
  team: ReadonlyArray<{ username: string; uplineName?: string }>,
  start: number,
  market: Market = SEED_MARKET,
): TeamActivity {
  const random = seededRandom(1717);
  const games = gamesIn(market);
  const day0 = start - (start % DAY_MS);
  const activity: TeamActivity = {
    joined: new Map(),
    notices: [],
    bets: [],
    transactions: [],
    income: new Map(),
    credit: new Map(),
    transfers: new Set(),
  };
  activity.notices = AGENT_NOTICES.map(([title, content], i) => ({
    id: 9100 + i,
    title,
    content,
    createTime: day0 - (i * 5 + 1) * DAY_MS,
  }));
  let betId = 500_000;
  let transId = 800_000;
  for (const { username } of team) {
    const registerTime = day0 - Math.floor(10 + random() * 300) * DAY_MS;
    activity.joined.set(username, { registerTime, lastLoginTime: start - Math.floor(random() * 5 * DAY_MS) });
    let balance = money(500 + random() * 3000);
    for (let day = TEAM_HISTORY_DAYS; day >= 0; day--) {
      // An event `hour` hours into its day; today's hours are squeezed into the part of the day gone by,
      // so no record is dated after the sandbox's start.
      const at = (hour: number) => {
        const into = (hour + random()) * 3_600_000;
        return day === 0 ? day0 + Math.floor((into * (start - day0)) / DAY_MS) : day0 - day * DAY_MS + Math.floor(into);
      };
      if (random() < 0.25) {
        const amount = money(100 + Math.floor(random() * 20) * 50);
        balance = money(balance + amount);
        activity.transactions.push({ transId: ++transId, username, type: 'DEPOSIT', amount, balanceAfter: balance, createTime: at(9) });
      }
      const bets = random() < 0.6 ? 1 + Math.floor(random() * 3) : 0;
      for (let b = 0; b < bets; b++) {
        const [code, gameName] = pick(random, games);
        const vendor = vendorName(code);
        const betAmount = money(10 + Math.floor(random() * 50) * 10);
        const winLoss = money(random() < 0.45 ? betAmount * (0.5 + random() * 1.5) : -betAmount);
        activity.bets.push({
          betId: `B${++betId}`,
          username,
          vendor,
          gameName,
          betAmount,
          validBet: betAmount,
          winLoss,
          betTime: at(12 + b * 3),
        });
      }
      if (random() < 0.08 && balance > 300) {
        const amount = money(Math.floor(balance / 200) * 100);
        balance = money(balance - amount);
        activity.transactions.push({
          transId: ++transId,
          username,
          type: 'WITHDRAWAL',
          amount: -amount,
          balanceAfter: balance,
          createTime: at(20),
        });
      }
      if (random() < 0.05) {
        const amount = money(18 + Math.floor(random() * 10) * 8);
        balance = money(balance + amount);
        activity.transactions.push({ transId: ++transId, username, type: 'BONUS', amount, balanceAfter: balance, createTime: at(21) });
      }
    }
  }
  for (const [rank, agent] of EARNING_AGENTS.entries()) {
    const scale = 1 / (rank + 1);
    activity.income.set(
      agent,
      Array.from({ length: TEAM_HISTORY_DAYS + 1 }, (_, i) => ({
        day: day0 - i * DAY_MS,
        commission: money((200 + random() * 800) * scale),
        dividend: i % 15 === 0 ? money(3000 * scale) : 0,
        dailySalary: rank > 0 ? money((50 + random() * 100) * scale) : 0,
        hourlySalary: rank === 1 ? money(random() * 40) : 0,
        realTimeSalary: 0,
      })),
    );
    let used = 0;
    const records: CreditRecord[] = Array.from({ length: 12 - rank * 3 }, (_, i) => {
      const type = i % 3 === 2 ? 'REPAY' : i % 3 === 1 ? 'TRANSFER' : 'GRANT';
      const amount = money((type === 'REPAY' ? -1 : 1) * (1000 + Math.floor(random() * 40) * 100) * scale);
      used = money(Math.max(0, used + amount));
      const member = team.find((entry) => entry.uplineName === agent)?.username ?? agent;
      return {
        recordId: 60_000 + rank * 100 + i,
        type,
        username: type === 'GRANT' ? agent : member,
        amount,
        creditAfter: used,
        createTime: day0 - (40 - i * 3) * DAY_MS,
      };
    });
    activity.credit.set(agent, { creditLimit: money(100_000 * scale), records: records.reverse() });
  }
  return activity;
}
