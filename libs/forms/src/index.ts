/** The server-driven validation engine. */
export {};
