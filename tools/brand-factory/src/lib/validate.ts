import { readFile } from 'node:fs/promises';
import { brandConfigSchema, toBrandConfig } from '@wl/brand/schema';
import type { BrandConfig } from '@wl/brand';

export interface BrandProblem {
  file: string;
  /** JSON path, e.g. `theme.palette.text`; empty for the file as a whole. */
  path: string;
  message: string;
}

export type Validation = { ok: true; brand: BrandConfig } | { ok: false; problems: BrandProblem[] };

/** Every problem of a brand file at once, each with the file, the JSON path and the reason. */
export function validateBrand(file: string, json: unknown): Validation {
  const result = brandConfigSchema.safeParse(json);
  if (result.success) return { ok: true, brand: toBrandConfig(result.data) };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      file,
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

export async function readBrandFile(file: string): Promise<Validation> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { ok: false, problems: [{ file, path: '', message: 'cannot be read' }] };
  }
  try {
    return validateBrand(file, JSON.parse(text));
  } catch (error) {
    return { ok: false, problems: [{ file, path: '', message: `is not valid JSON: ${(error as Error).message}` }] };
  }
}

export function formatProblems(problems: BrandProblem[]): string {
  return problems.map(({ file, path, message }) => `${file}: ${path || '(file)'}: ${message}`).join('\n');
}
