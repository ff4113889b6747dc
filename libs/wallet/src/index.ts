/** Balance, deposit, withdraw, transfers, records and the points mall. */
export {};
