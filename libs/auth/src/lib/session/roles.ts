/** Spec §4 / §9: the non-real (trial) account value of `isAgent`. */
export const TRIAL_CUSTOMER_TYPE = 4;
/** Spec §6: the `isAgent` values that open the agent center. */
export const AGENT_CUSTOMER_TYPES: readonly number[] = [1, 2, 41, 42];

export const isTrialAccount = (customerType: number | null): boolean => customerType === TRIAL_CUSTOMER_TYPE;
export const isAgentAccount = (customerType: number | null): boolean =>
  customerType !== null && AGENT_CUSTOMER_TYPES.includes(customerType);

/** Spec §4: the member center needs a session whose account is not a trial one. */
export const canOpenMemberCenter = (token: string | null, customerType: number | null): boolean =>
  Boolean(token) && customerType !== null && !isTrialAccount(customerType);

/** Spec §4 / §6: the agent center is for customer types 1, 2, 41 and 42 only. */
export const canOpenAgentCenter = (token: string | null, customerType: number | null): boolean =>
  Boolean(token) && isAgentAccount(customerType);
