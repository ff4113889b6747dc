import type { ResponseShape } from './calls/call-spec';

/** Whether an answer has the top level its call names (`CallSpec.answer`): an object is not a list or null. */
export function fitsShape(value: unknown, shape: ResponseShape): boolean {
  if (shape === 'array') return Array.isArray(value);
  if (shape === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === shape;
}
