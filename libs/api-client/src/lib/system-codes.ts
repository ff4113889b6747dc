/** Spec §2 / §4 startup: 0 normal site, 1 maintenance, 2 region restriction. Read by the site, the contract and the sandbox. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Spec §7 router list: the entry of type 3 holds the customer-service path. */
export const ROUTER_TYPES = { customerService: 3 } as const;
