/**
 * Build-time entry of `@wl/brand`: the zod schema of a brand file, its parser with operator-friendly
 * messages and its JSON Schema. Full zod never ships to the browser (docs/architecture.md), so this lives
 * apart from `index.ts` and only the factory, the sandbox and tests import it.
 */
export { BRAND_CODE, BRAND_CODE_RULE, BRAND_JSON_SCHEMA_REF, HEX_COLOUR, TEXT_CONTRAST_PAIRS, type BrandFile } from './lib/brand-schema';
export { brandJsonSchema, formatJsonPath, parseBrand } from './lib/parse-brand';
export { contrastRatio, readableOn } from '@wl/theme';
