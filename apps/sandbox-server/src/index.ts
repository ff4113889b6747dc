/** Serves the sandbox API over HTTP. */
export {};
