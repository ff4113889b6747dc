import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// Every spec builds its own sandbox and store, and the seed data is immutable, so the files can
// share one module graph: importing the contract, Hono and RTK once halves the run.
export default mergeConfig(projectTestConfig(import.meta.dirname, { environment: 'node' }), { test: { isolate: false } });
