import { projectTestConfig } from '../../vitest.shared.ts';

// passWithNoTests only until this library's first test lands (issue 10): then delete the option.

export default projectTestConfig(import.meta.dirname, { environment: 'jsdom', setupFiles: ['../../vitest.setup-dom.ts'], passWithNoTests: true });
