/**
 * Build-time entry of `@wl/brand`: the zod schema of a brand file. Full zod never ships to the
 * browser (TOOLCHAIN.md), so this lives apart from `index.ts` and only the factory, the sandbox
 * and tests import it.
 */
export * from './lib/brand-schema';
