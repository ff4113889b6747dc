import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig(import.meta.dirname, { environment: 'node' });
