import { AGENT_CUSTOMER_TYPES, CUSTOMER_TYPE, isAgentType, isTrialType } from '@wl/api-client';

/** Spec §4 / §9: the non-real (trial) account value of `isAgent`; the contract owns the numbers. */
export const TRIAL_CUSTOMER_TYPE = CUSTOMER_TYPE.trial;
/** Spec §6: the `isAgent` values that open the agent center. */
export { AGENT_CUSTOMER_TYPES };

export const isTrialAccount = (customerType: number | null): boolean => customerType !== null && isTrialType(customerType);
export const isAgentAccount = (customerType: number | null): boolean => customerType !== null && isAgentType(customerType);

/** Spec §4: the member center needs a session whose account is not a trial one. */
export const canOpenMemberCenter = (token: string | null, customerType: number | null): boolean =>
  Boolean(token) && customerType !== null && !isTrialAccount(customerType);

/** Spec §4 / §6: the agent center is for customer types 1, 2, 41 and 42 only. */
export const canOpenAgentCenter = (token: string | null, customerType: number | null): boolean =>
  Boolean(token) && isAgentAccount(customerType);
