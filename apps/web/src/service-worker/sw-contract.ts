/** Where the worker lives and what the page may tell it: shared by the worker and the page. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SKIP_WAITING = 'SKIP_WAITING';
/** The API, the sandbox and the game lobby paths: the worker lets them through to the network untouched. */
export const API_PATH = /^\/(?:wps|lgw|lotto|__sandbox)\//;
