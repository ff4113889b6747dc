import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from '../testing/brand-workspace';
import { withGeneratedParts, withoutTableLayout } from './brand-docs';
import { jsonSchemaText } from './commands';
import { formatProblems, sharedMerchantCodes, sharedSiteUrls, validateBrandFile, type ValidBrand } from './validate';

const brandCodes = readdirSync(join(workspaceRoot, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('brands/', () => {
  it('brand.schema.json is the JSON Schema generated from libs/brand (run `nx run brand-factory:json-schema` after a schema change)', () => {
    expect(readFileSync(join(workspaceRoot, 'brands/brand.schema.json'), 'utf8')).toBe(jsonSchemaText());
  });

  it('docs/brands.md’s field and language tables are the ones libs/brand and libs/i18n make (run `nx run brand-factory:json-schema` after a change)', () => {
    const doc = readFileSync(join(workspaceRoot, 'docs/brands.md'), 'utf8');
    expect(withoutTableLayout(doc)).toBe(withoutTableLayout(withGeneratedParts(doc)));
  });

  it.each(brandCodes)('brands/%s is a valid brand that names the JSON Schema', async (code) => {
    const file = join('brands', code, 'brand.json');
    const result = await validateBrandFile(join(workspaceRoot, file), file);
    expect(result.ok ? '' : formatProblems(result.problems)).toBe('');
    expect(JSON.parse(readFileSync(join(workspaceRoot, file), 'utf8')).$schema).toBe('../brand.schema.json');
  });

  const validBrands = async () => {
    const brands: ValidBrand[] = [];
    for (const code of brandCodes) {
      const file = join('brands', code, 'brand.json');
      const result = await validateBrandFile(join(workspaceRoot, file), file);
      if (result.ok) brands.push({ file, brand: result.brand });
    }
    return brands;
  };

  it('no two brands share a merchant code', async () => {
    expect(formatProblems(sharedMerchantCodes(await validBrands()))).toBe('');
  });

  it('no two brands share a site address', async () => {
    expect(formatProblems(sharedSiteUrls(await validBrands()))).toBe('');
  });
});
