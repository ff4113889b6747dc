import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { CALLS, type CallSpec } from '../calls';
import type { Req, Res } from '../contract-types';

const C = CALLS.agent;
type ContractView = Res<'agent', 'dividend'>;
/** Spec §4 contract transitions other than reading. */
export type ContractChange = Exclude<Req<'agent', 'dividend'>, { action: 'VIEW' }>;

export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // Each contract kind is one relay: read with action VIEW, change with the other actions.
    const view = (call: CallSpec) => build.query<ContractView, void>({ query: () => callRequest(call, { action: 'VIEW' }), providesTags: ['Contracts'] });
    const change = (call: CallSpec) =>
      build.mutation<ContractView, ContractChange>({ query: (args) => callRequest(call, args), invalidatesTags: ['Contracts'] });
    return {
      getContractInfo: build.query<Res<'agent', 'contractInfo'>, void>({ query: () => callRequest(C.contractInfo), providesTags: ['Contracts'] }),
      getDividendContract: view(C.dividend),
      changeDividendContract: change(C.dividend),
      getDailySalaryContract: view(C.dailySalary),
      changeDailySalaryContract: change(C.dailySalary),
      getHourlySalaryContract: view(C.hourlySalary),
      changeHourlySalaryContract: change(C.hourlySalary),
      getRealTimeSalaryContract: view(C.realTimeSalary),
      changeRealTimeSalaryContract: change(C.realTimeSalary),
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
} = agentApi;
