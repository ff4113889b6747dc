/** The player site. */
export {};
