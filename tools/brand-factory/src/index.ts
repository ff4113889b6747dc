/** The brand factory. */
export {};
