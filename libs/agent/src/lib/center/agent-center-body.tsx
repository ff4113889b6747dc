import { ERROR_CODES, isApiError, useGetContractInfoQuery, type ContractInfo } from '@wl/api-client';
import { useCloseWhenAccountGoes } from '@wl/session';
import { CallFailure, type ModalBodyProps } from '@wl/ui-kit';
import { QueryState } from '../ui/parts';
import { isAgentCenterEntry, type AgentCenterEntry, type AgentContractFlags } from './agent-center-entries';
import { AgentCenter } from './agent-center';

/** Spec §3: the contract flags of the consolidated info that switch the agent entries on. */
export function contractFlags(info: ContractInfo): AgentContractFlags {
  return {
    dividend: info.dividendContractEnabled,
    // "Daily wages" is the daily salary's page: `salaryEnabled` is on for hourly salary alone, whose agent would find
    // every daily call refused (function.not.available). Spec §2 still names salary as its switch, so both must be on.
    salary: info.salaryEnabled && info.dailySalaryEnabled,
    hourlySalary: info.hourSalaryEnabled,
    realTimeSalary: info.realTimeSalaryEnabled,
  };
}

/** Entries where a request waits for the agent's answer. */
export function waitingEntries(info: ContractInfo): AgentCenterEntry[] {
  const waits: Array<[AgentCenterEntry, number]> = [
    ['dividendRecord', info.divtypereq],
    ['dailyWages', info.dailysalreqtype],
    ['hourlySalary', info.contracthoursalreq],
    ['realTimeSalary', info.realtimesalreqtype],
  ];
  return waits.filter(([, waiting]) => waiting === 1).map(([entry]) => entry);
}

/** A refusal of the account itself: trying again cannot help. */
const REFUSALS: readonly string[] = [ERROR_CODES.agentOnly, ERROR_CODES.needTrueAccount];

/**
 * The agent center as the site's modal body. The server decides who is an agent: a member or trial
 * account (spec §6) is refused with the catalogued message, whatever the stored session says.
 *
 * The center is the account's it opened for: it closes once that session has ended (a logout, the expired session's
 * login popup closed without a login) or another account has logged in, so neither a guest nor the next player on a
 * shared computer is left in it (docs/decisions.md, as the change-password modal).
 */
export default function AgentCenterBody({ props, close }: ModalBodyProps<{ entry?: string }>) {
  useCloseWhenAccountGoes(close);
  const query = useGetContractInfoQuery();
  if (isApiError(query.error) && query.error.code && REFUSALS.includes(query.error.code)) {
    return <CallFailure error={query.error} />;
  }
  return (
    <QueryState query={query} isEmpty={false} empty={null}>
      {query.data && (
        <AgentCenter
          flags={contractFlags(query.data)}
          waiting={waitingEntries(query.data)}
          initialEntry={isAgentCenterEntry(props.entry) ? props.entry : undefined}
        />
      )}
    </QueryState>
  );
}
