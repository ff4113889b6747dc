import { z } from 'zod';
import { NoArgs, paged, Paging, type CallContract } from './shared';
import type { CALLS } from '../calls';
import { PositiveMoney } from './wallet';
import { PROFIT_PERIODS, type ProfitPeriod } from '../wallet-constants';

/** Spec §3 consolidated contract info: pending-request states and the enable flags of the agent menu. */
export const ContractInfoSchema = z.object({
  /** 0 nothing pending, 1 a request waits for the player's answer (each kind). */
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  dailySalaryEnabled: z.boolean(),
  hourSalaryEnabled: z.boolean(),
  salaryEnabled: z.boolean(),
  realTimeSalaryEnabled: z.boolean(),
  dividendContractEnabled: z.boolean(),
});
export type ContractInfo = z.infer<typeof ContractInfoSchema>;

/** Spec §9 periods: contracts settle, and reports group, by these (the wallet's `PROFIT_PERIODS`). */
export type Period = ProfitPeriod;

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Spec §3 contract terms; real-time salary uses profit / loss rates and a single bet amount. */
export const ContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED']),
  uplineName: z.string(),
  downlineName: z.string(),
  rate: z.number().min(0),
  activeMembers: z.number().int().min(0),
  validBetPeriod: z.enum(PROFIT_PERIODS),
  profitLossPeriod: z.enum(PROFIT_PERIODS),
  betAmount: z.number().min(0),
  profitRate: z.number().min(0).optional(),
  lossRate: z.number().min(0).optional(),
  singleBetAmount: z.number().min(0).optional(),
  createTime: z.number().int(),
});
export type Contract = z.infer<typeof ContractSchema>;

export const SalaryRecordSchema = z.object({
  period: z.string(),
  betAmount: z.number(),
  activeMembers: z.number().int(),
  rate: z.number(),
  amount: z.number(),
});
export type SalaryRecord = z.infer<typeof SalaryRecordSchema>;

/** What every contract call answers: the player's own contract, those offered to downlines, and paid records. */
export const ContractViewSchema = z.object({
  /** The offer waiting for the player's answer if there is one, else the contract in force. */
  mine: ContractSchema.nullable(),
  /** The player's contract in force, which still applies while a new offer waits (`mine`). */
  inForce: ContractSchema.nullable(),
  downlines: z.array(ContractSchema),
  records: z.array(SalaryRecordSchema),
});
export type ContractView = z.infer<typeof ContractViewSchema>;

/** Spec §4 contract transitions: new request, accept, reject, terminate (and a plain read). */
export const ContractActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('VIEW') }),
  z.object({ action: z.enum(['ACCEPT', 'REJECT', 'TERMINATE']), contractId: z.coerce.number().int() }),
  z.object({
    action: z.literal('REQUEST'),
    downlineName: z.string().min(1),
    rate: z.coerce.number().min(0).max(100),
    activeMembers: z.coerce.number().int().min(0),
    betAmount: z.coerce.number().min(0),
    validBetPeriod: z.enum(PROFIT_PERIODS).optional(),
    profitLossPeriod: z.enum(PROFIT_PERIODS).optional(),
    /** Real-time salary only (spec §3). */
    profitRate: z.coerce.number().min(0).max(100).optional(),
    lossRate: z.coerce.number().min(0).max(100).optional(),
    singleBetAmount: z.coerce.number().min(0).optional(),
  }),
]);
export type ContractAction = z.infer<typeof ContractActionSchema>;

/** A calendar day, `yyyy-MM-dd`, in the merchant's time (reports and overviews). */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const DateRangeSchema = z.object({ startDate: Day, endDate: Day });
/** A report's filters: a date range, a page, and optionally one team member. */
export const ReportRequestSchema = DateRangeSchema.extend(Paging.shape).extend({ username: z.string().optional() });
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** An agent notice: title and operator HTML. */
export const AgentNoticeSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string(), createTime: z.number().int() });
export type AgentNotice = z.infer<typeof AgentNoticeSchema>;

/** The team over a date range: head counts, money in and out, and the team's balance now. */
export const TeamOverviewSchema = z.object({
  members: z.number().int().min(0),
  activeMembers: z.number().int().min(0),
  newMembers: z.number().int().min(0),
  deposits: z.number(),
  withdrawals: z.number(),
  teamBalance: z.number(),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

/** What the register center's invite link carries. */
export const InviteSchema = z.object({ affiliateCode: z.string().min(1) });
export type Invite = z.infer<typeof InviteSchema>;

/** Someone in the agent's team; level 1 is a direct downline. */
export const DownlineSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  customerType: z.number().int(),
  level: z.number().int().min(1),
  uplineName: z.string(),
  balance: z.number(),
  registerTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
  depositTotal: z.number(),
  withdrawalTotal: z.number(),
});
export type Downline = z.infer<typeof DownlineSchema>;

export const DownlinesRequestSchema = Paging.extend({ keyword: z.string().optional(), level: z.coerce.number().int().min(1).optional() });
export type DownlinesRequest = z.infer<typeof DownlinesRequestSchema>;

export const DOWNLINE_ACCOUNT_TYPES = ['MEMBER', 'AGENT'] as const;
/** A downline the agent creates, by the register rules of the settings call. */
export const RegisterDownlineSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  nickname: z.string().optional(),
});
export type RegisterDownline = z.infer<typeof RegisterDownlineSchema>;

/** Money on the wire is a decimal string, as in every wallet call (`MoneySchema`). */
export const TransferToDownlineSchema = z.object({
  downlineName: z.string().min(1),
  amount: PositiveMoney,
  paymentPassword: z.string().min(1),
});
export type TransferToDownline = z.infer<typeof TransferToDownlineSchema>;
export const TransferResultSchema = z.object({ balance: z.number(), downlineBalance: z.number() });

export const TeamBetSchema = z.object({
  betId: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  winLoss: z.number(),
  betTime: z.number().int(),
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

/** One team member's result over the range; `profitLoss` is the member's win/loss plus bonuses. */
export const ProfitLossSchema = z.object({
  username: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  winLoss: z.number(),
  bonus: z.number(),
  profitLoss: z.number(),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;

export const IncomeRequestSchema = DateRangeSchema.extend({ period: z.enum(PROFIT_PERIODS) });
export type IncomeRequest = z.infer<typeof IncomeRequestSchema>;
/** The agent's income for one period (its first day). */
export const IncomeSchema = z.object({
  period: Day,
  commission: z.number(),
  dividend: z.number(),
  dailySalary: z.number(),
  hourlySalary: z.number(),
  realTimeSalary: z.number(),
  total: z.number(),
});
export type Income = z.infer<typeof IncomeSchema>;

export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'SALARY'] as const;
export const DownlineTransactionSchema = z.object({
  transId: z.number().int(),
  username: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  balanceAfter: z.number(),
  createTime: z.number().int(),
});
export type DownlineTransaction = z.infer<typeof DownlineTransactionSchema>;

export const CREDIT_RECORD_TYPES = ['GRANT', 'REPAY', 'TRANSFER'] as const;
export const CreditRecordSchema = z.object({
  recordId: z.number().int(),
  type: z.enum(CREDIT_RECORD_TYPES),
  username: z.string(),
  amount: z.number(),
  creditAfter: z.number(),
  createTime: z.number().int(),
});
export type CreditRecord = z.infer<typeof CreditRecordSchema>;
/** Spec §2 "credit report": the agent's credit line and its movements. */
export const CreditReportSchema = z.object({
  creditLimit: z.number(),
  usedCredit: z.number(),
  availableCredit: z.number(),
  records: paged(CreditRecordSchema),
});
export type CreditReport = z.infer<typeof CreditReportSchema>;

export const contract = {
  contractInfo: { request: NoArgs, response: ContractInfoSchema },
  dividend: { request: ContractActionSchema, response: ContractViewSchema },
  dailySalary: { request: ContractActionSchema, response: ContractViewSchema },
  hourlySalary: { request: ContractActionSchema, response: ContractViewSchema },
  realTimeSalary: { request: ContractActionSchema, response: ContractViewSchema },
  announcements: { request: NoArgs, response: z.array(AgentNoticeSchema) },
  teamOverview: { request: DateRangeSchema, response: TeamOverviewSchema },
  invite: { request: NoArgs, response: InviteSchema },
  downlines: { request: DownlinesRequestSchema, response: paged(DownlineSchema) },
  registerDownline: { request: RegisterDownlineSchema, response: DownlineSchema },
  transferToDownline: { request: TransferToDownlineSchema, response: TransferResultSchema },
  teamBets: { request: ReportRequestSchema, response: paged(TeamBetSchema) },
  profitLoss: { request: ReportRequestSchema, response: paged(ProfitLossSchema) },
  income: { request: IncomeRequestSchema, response: z.array(IncomeSchema) },
  downlineTransactions: { request: ReportRequestSchema, response: paged(DownlineTransactionSchema) },
  creditReport: { request: ReportRequestSchema, response: CreditReportSchema },
} satisfies Record<keyof typeof CALLS.agent, CallContract>;
