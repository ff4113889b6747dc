import { z } from 'zod';
import { NoArgs, type CallContract } from './shared';
import type { CALLS } from '../calls';

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
  validBetPeriod: z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']),
  profitLossPeriod: z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']),
  betAmount: z.number().min(0),
  profitRate: z.number().min(0).optional(),
  lossRate: z.number().min(0).optional(),
  singleBetAmount: z.number().min(0).optional(),
  createTime: z.number().int(),
});
export type Contract = z.infer<typeof ContractSchema>;

export const SalaryRecordSchema = z.object({ period: z.string(), betAmount: z.number(), activeMembers: z.number().int(), rate: z.number(), amount: z.number() });
export type SalaryRecord = z.infer<typeof SalaryRecordSchema>;

/** What every contract call answers: the player's own contract, those offered to downlines, and paid records. */
export const ContractViewSchema = z.object({ mine: ContractSchema.nullable(), downlines: z.array(ContractSchema), records: z.array(SalaryRecordSchema) });
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
  }),
]);
export type ContractAction = z.infer<typeof ContractActionSchema>;

export const contract = {
  contractInfo: { request: NoArgs, response: ContractInfoSchema },
  dividend: { request: ContractActionSchema, response: ContractViewSchema },
  dailySalary: { request: ContractActionSchema, response: ContractViewSchema },
  hourlySalary: { request: ContractActionSchema, response: ContractViewSchema },
  realTimeSalary: { request: ContractActionSchema, response: ContractViewSchema },
} satisfies Record<keyof typeof CALLS.agent, CallContract>;
