import { projectTestConfig } from '../../vitest.shared.ts';

// Node by default (the client's logic, the cipher, the bundle check); specs that need a browser
// storage opt in to jsdom per file.
export default projectTestConfig(import.meta.dirname, { environment: 'node' });
