import { baseApi } from '../api';
import { callRequest, moneyRequest, type Money } from '../base-query';
import { AGENT_CALLS } from '../calls/agent';
import type { CallSpec } from '../calls/call-spec';
import type { Req, Res } from '../contract-types';
import type { InLanguage } from './games';

export type {
  AgentNotice,
  CreditRecord,
  CreditReport,
  Downline,
  DownlinesRequest,
  DownlineTransaction,
  Income,
  IncomeRequest,
  Invite,
  Period,
  ProfitLoss,
  RegisterDownline,
  ReportRequest,
  TeamBet,
  TeamOverview,
  TransferToDownline,
} from '../contract/agent';

const C = AGENT_CALLS;
type ContractView = Res<'agent', 'dividend'>;
/** Spec §4 contract transitions other than reading. */
export type ContractChange = Exclude<Req<'agent', 'dividend'>, { action: 'VIEW' }>;
/** A page of a team report (team bets, profit and loss, transactions). */
export type ReportPage<K extends 'teamBets' | 'profitLoss' | 'downlineTransactions'> = Res<'agent', K>;

// Agent data is player-scoped like contracts, so it shares their tag: a register, transfer or
// contract change refreshes what the center shows.
const TAG = 'Contracts' as const;

export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // Each contract kind is one relay: read with action VIEW, change with the other actions.
    const view = (call: CallSpec) =>
      build.query<ContractView, void>({ query: () => callRequest(call, { action: 'VIEW' }), providesTags: [TAG] });
    const change = (call: CallSpec) =>
      build.mutation<ContractView, ContractChange>({ query: (args) => callRequest(call, args), invalidatesTags: [TAG] });
    const read = <K extends keyof typeof C>(name: K) =>
      build.query<Res<'agent', K>, Req<'agent', K>>({ query: (args) => callRequest(C[name], args as object), providesTags: [TAG] });
    return {
      getContractInfo: build.query<Res<'agent', 'contractInfo'>, void>({ query: () => callRequest(C.contractInfo), providesTags: [TAG] }),
      getDividendContract: view(C.dividend),
      changeDividendContract: change(C.dividend),
      getDailySalaryContract: view(C.dailySalary),
      changeDailySalaryContract: change(C.dailySalary),
      getHourlySalaryContract: view(C.hourlySalary),
      changeHourlySalaryContract: change(C.hourlySalary),
      getRealTimeSalaryContract: view(C.realTimeSalary),
      changeRealTimeSalaryContract: change(C.realTimeSalary),
      /** Written in the agent's language (the `Language` header says it): the language keys the cache, and is not sent. */
      getAgentAnnouncements: build.query<Res<'agent', 'announcements'>, InLanguage>({
        query: () => callRequest(C.announcements),
        providesTags: [TAG],
      }),
      getInvite: build.query<Res<'agent', 'invite'>, void>({ query: () => callRequest(C.invite), providesTags: [TAG] }),
      getTeamOverview: read('teamOverview'),
      getDownlines: read('downlines'),
      getTeamBets: read('teamBets'),
      getProfitLoss: read('profitLoss'),
      getIncome: read('income'),
      getDownlineTransactions: read('downlineTransactions'),
      getCreditReport: read('creditReport'),
      registerDownline: build.mutation<Res<'agent', 'registerDownline'>, Req<'agent', 'registerDownline'>>({
        query: (args) => callRequest(C.registerDownline, args),
        invalidatesTags: [TAG],
      }),
      // A money POST: one key per confirmed transfer, so a retry after a lost answer moves nothing twice.
      transferToDownline: build.mutation<Res<'agent', 'transferToDownline'>, Money<Req<'agent', 'transferToDownline'>>>({
        query: (args) => moneyRequest(C.transferToDownline, args),
        invalidatesTags: [TAG, 'Balance', 'LoginInfo'],
      }),
    };
  },
});

export const {
  useGetContractInfoQuery,
  useGetDividendContractQuery,
  useChangeDividendContractMutation,
  useGetDailySalaryContractQuery,
  useChangeDailySalaryContractMutation,
  useGetHourlySalaryContractQuery,
  useChangeHourlySalaryContractMutation,
  useGetRealTimeSalaryContractQuery,
  useChangeRealTimeSalaryContractMutation,
  useGetAgentAnnouncementsQuery,
  useGetInviteQuery,
  useGetTeamOverviewQuery,
  useGetDownlinesQuery,
  useGetTeamBetsQuery,
  useGetProfitLossQuery,
  useGetIncomeQuery,
  useGetDownlineTransactionsQuery,
  useGetCreditReportQuery,
  useRegisterDownlineMutation,
  useTransferToDownlineMutation,
} = agentApi;
