import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALLS, CONTRACT, type CallContract } from '../contract';
import { fitsShape, RESPONSE_SHAPES, type ResponseShape } from './response-shapes';

/** The top level of a response schema, as the browser checks it without zod; undefined where nothing simple holds. */
function sketch(schema: z.ZodType): ResponseShape | undefined {
  const { type } = (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
  if (type === 'object' || type === 'array' || type === 'string' || type === 'number' || type === 'boolean') return type;
  return undefined;
}

function sketches(): Record<string, ResponseShape> {
  const shapes: Record<string, ResponseShape> = {};
  const shared = new Set<string>();
  for (const [domain, calls] of Object.entries(CALLS))
    for (const [name, call] of Object.entries(calls as Record<string, { method: string; path: string }>)) {
      const key = `${call.method} ${call.path}`;
      const contract = (CONTRACT as Record<string, Record<string, CallContract>>)[domain]?.[name];
      const shape = contract && sketch(contract.response);
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

  it('an object must be an object (not a list or null), a list an array, a scalar its type', () => {
    expect(fitsShape({ token: 't' }, 'object')).toBe(true);
    expect(fitsShape(['token'], 'object')).toBe(false);
    expect(fitsShape(null, 'object')).toBe(false);
    expect(fitsShape('bad-shape', 'object')).toBe(false);
    expect(fitsShape([], 'array')).toBe(true);
    expect(fitsShape({}, 'array')).toBe(false);
    expect(fitsShape('key', 'string')).toBe(true);
    expect(fitsShape(-1, 'string')).toBe(false);
  });
});
