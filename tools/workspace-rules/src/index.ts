/** Checks that the workspace rules bite. */
export {};
