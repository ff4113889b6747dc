import { useGetContractInfoQuery } from '@wl/api-client';
import type { ModalBodyProps } from '@wl/ui-kit';
import { isAgentCenterEntry } from './agent-center-entries';
import { AgentCenter } from './agent-center';

/** The agent center as the site's modal body, its entries gated by the consolidated contract info. */
export default function AgentCenterBody({ props }: ModalBodyProps<{ entry?: string }>) {
  const { data } = useGetContractInfoQuery();
  const flags = {
    dividend: data?.dividendContractEnabled ?? false,
    salary: data?.salaryEnabled ?? false,
    hourlySalary: data?.hourSalaryEnabled ?? false,
    realTimeSalary: data?.realTimeSalaryEnabled ?? false,
  };
  return <AgentCenter flags={flags} initialEntry={isAgentCenterEntry(props.entry) ? props.entry : undefined} />;
}
