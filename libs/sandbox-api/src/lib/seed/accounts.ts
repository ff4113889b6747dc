import { CUSTOMER_TYPE } from '@wl/api-client';
import { MERCHANT_DEFAULT_PASSWORD } from './settings';

/** A seeded account; `shows` says what logging in with it demonstrates (README, `GET /__sandbox/accounts`). */
export interface DemoAccount {
  username: string;
  password: string;
  customerType: number;
  shows: string;
  nickname: string;
  email: string;
  mobileNum: string;
  /** The merchant's country's (its market's) when absent, as the seeded numbers are. */
  countryDialingCode?: string;
  paymentPassword: string;
  uplineName?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  selfExcluded?: boolean;
  /** Logins from a device it has not confirmed need a code sent to its mobile (spec §2). */
  newDeviceCheck?: boolean;
  vipRankLevel: number;
  /** Main wallet and vendor wallets (accountTypeId → amount). */
  wallets: Record<number, number>;
  points: number;
}

/** The main wallet's accountTypeId (docs/api-contract.md balance entries). */
export const MAIN_WALLET = 0;

const base = { paymentPassword: '246810', points: 0, vipRankLevel: 1 };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    ...base,
    username: 'demo_member',
    password: 'Member#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Lucky Member',
    email: 'member@sandbox.test',
    mobileNum: '9175550101',
    vipRankLevel: 3,
    points: 8400,
    wallets: { [MAIN_WALLET]: 12580.5, 1001: 300, 2001: 150.25 },
    shows:
      'A member: balance, wallets and transfers, favourites, recent games, points mall, promotions, member center; SMS login by mobile 9175550101',
  },
  {
    ...base,
    username: 'demo_vip',
    password: 'Vip#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'High Roller',
    email: 'vip@sandbox.test',
    mobileNum: '9175550102',
    vipRankLevel: 6,
    points: 52000,
    wallets: { [MAIN_WALLET]: 250000 },
    shows: 'A VIP member (rank 6): the VIP customer-service channel (spec §6: rank above 4)',
  },
  {
    ...base,
    username: 'agent_l1',
    password: 'Agent1#2024',
    customerType: CUSTOMER_TYPE.agent,
    nickname: 'Top Agent',
    email: 'agent1@sandbox.test',
    mobileNum: '9175550111',
    vipRankLevel: 4,
    points: 1200,
    wallets: { [MAIN_WALLET]: 88000 },
    shows: 'An agent (type 1) at the top of the team: agent center, contracts offered to agent_l2, dividend and salary records',
  },
  {
    ...base,
    username: 'agent_l2',
    password: 'Agent2#2024',
    customerType: CUSTOMER_TYPE.agentLevel2,
    nickname: 'Second Agent',
    uplineName: 'agent_l1',
    email: 'agent2@sandbox.test',
    mobileNum: '9175550112',
    points: 300,
    wallets: { [MAIN_WALLET]: 15400 },
    shows:
      "An agent (type 2): a daily-salary contract from agent_l1 waiting to be accepted or rejected; accepting a rate below agent_l41's ends that contract",
  },
  {
    ...base,
    username: 'agent_l41',
    password: 'Agent41#2024',
    customerType: CUSTOMER_TYPE.agentLevel41,
    nickname: 'Agent 41',
    uplineName: 'agent_l2',
    email: 'agent41@sandbox.test',
    mobileNum: '9175550141',
    wallets: { [MAIN_WALLET]: 5200 },
    shows: 'An agent (type 41) with an active daily-salary contract from agent_l2',
  },
  {
    ...base,
    username: 'agent_l42',
    password: 'Agent42#2024',
    customerType: CUSTOMER_TYPE.agentLevel42,
    nickname: 'Agent 42',
    uplineName: 'agent_l2',
    email: 'agent42@sandbox.test',
    mobileNum: '9175550142',
    wallets: { [MAIN_WALLET]: 3100 },
    shows: 'An agent (type 42) with no contracts yet: the empty states of the agent center',
  },
  {
    ...base,
    username: 'first_login',
    password: 'First#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Newcomer',
    firstTimeLogin: true,
    email: 'first@sandbox.test',
    mobileNum: '9175550103',
    wallets: { [MAIN_WALLET]: 0 },
    shows: 'First login: the login answers firstTimeLogin, so the first-login action runs',
  },
  {
    ...base,
    username: 'expired_pw',
    password: 'Expired#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Expired',
    passwordExpired: true,
    email: 'expired@sandbox.test',
    mobileNum: '9175550104',
    wallets: { [MAIN_WALLET]: 640 },
    shows: 'An expired password: the login answers passwordExpired, so the forced password change opens',
  },
  {
    ...base,
    username: 'default_pw',
    password: MERCHANT_DEFAULT_PASSWORD,
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Default',
    email: 'default@sandbox.test',
    mobileNum: '9175550105',
    wallets: { [MAIN_WALLET]: 75 },
    shows: 'Still on the default password (spec §4): the site must force a password change',
  },
  {
    ...base,
    username: 'self_excluded',
    password: 'Excluded#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Paused',
    selfExcluded: true,
    email: 'excluded@sandbox.test',
    mobileNum: '9175550106',
    wallets: { [MAIN_WALLET]: 10 },
    shows: 'Self-excluded: every login is refused with login_blocked_by_self_exclusion',
  },
  {
    ...base,
    username: 'new_device',
    password: 'Device#2024',
    customerType: CUSTOMER_TYPE.member,
    nickname: 'Careful Player',
    newDeviceCheck: true,
    email: 'device@sandbox.test',
    mobileNum: '9175550107',
    wallets: { [MAIN_WALLET]: 500 },
    shows: 'A login from a new device asks for a code sent by SMS to +63 9175550107 (spec §2); the device is then remembered for 30 days',
  },
];

/** Affiliate codes that registration accepts (spec §4: a failed check shows the affiliate field). */
export const AFFILIATE_CODES: Readonly<Record<string, string>> = { AGT1001: 'agent_l1', AGT2002: 'agent_l2', PROMO88: 'agent_l1' };
