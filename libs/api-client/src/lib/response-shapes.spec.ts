import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALLS, CONTRACT, type CallContract } from '../contract';
import { fitsShape, RESPONSE_SHAPES, type ResponseShape } from './response-shapes';

/** The top level of a response schema, as the browser checks it without zod; undefined where nothing simple holds. */
function sketch(schema: z.ZodType): ResponseShape | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, { _zod: { optin?: string } }> } } })._zod.def;
  if (def.type === 'object')
    return Object.entries(def.shape ?? {})
      .filter(([, field]) => field._zod.optin === undefined)
      .map(([key]) => key);
  if (def.type === 'array' || def.type === 'string' || def.type === 'number' || def.type === 'boolean') return def.type;
  return undefined;
}

function sketches(): Record<string, ResponseShape> {
  const shapes: Record<string, ResponseShape> = {};
  const shared = new Set<string>();
  for (const [domain, calls] of Object.entries(CALLS))
    for (const [name, call] of Object.entries(calls as Record<string, { method: string; path: string }>)) {
      const key = `${call.method} ${call.path}`;
      const shape = sketch((CONTRACT as Record<string, Record<string, CallContract>>)[domain]![name]!.response);
      // Two calls on one path (game and lottery launch) are checked only where they agree.
      if (key in shapes || shared.has(key)) {
        if (JSON.stringify(shapes[key]) !== JSON.stringify(shape)) delete shapes[key];
        shared.add(key);
      } else if (shape !== undefined) shapes[key] = shape;
    }
  return shapes;
}

describe('response shapes: the browser refuses an answer the contract rejects at its top level', () => {
  // On a contract change, paste the sketches the failure prints into response-shapes.ts.
  it('RESPONSE_SHAPES is the top level of every response schema of the contract', () => {
    expect(RESPONSE_SHAPES).toEqual(sketches());
  });

  it('an object needs its required keys, a list an array, a scalar its type', () => {
    expect(fitsShape({ token: 't', extra: 1 }, ['token'])).toBe(true);
    expect(fitsShape({ token: null }, ['token'])).toBe(true);
    expect(fitsShape({ unexpected: 'bad-shape' }, ['token'])).toBe(false);
    expect(fitsShape(['token'], ['token'])).toBe(false);
    expect(fitsShape(null, [])).toBe(false);
    expect(fitsShape([], 'array')).toBe(true);
    expect(fitsShape({}, 'array')).toBe(false);
    expect(fitsShape('key', 'string')).toBe(true);
    expect(fitsShape(-1, 'string')).toBe(false);
  });
});
