/** Agent center, team, contracts, salaries and dividends. */
export {};
