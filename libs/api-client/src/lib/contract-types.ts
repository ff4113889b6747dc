// Type-only: the client takes its types from the zod contract, and they compile away, so zod
// itself never reaches the browser.
import type { z } from 'zod';
import type { CONTRACT } from '../contract';

type Call<D extends keyof typeof CONTRACT, K extends keyof (typeof CONTRACT)[D]> = (typeof CONTRACT)[D][K];

/** What a call of the contract takes. */
export type Req<D extends keyof typeof CONTRACT, K extends keyof (typeof CONTRACT)[D]> =
  Call<D, K> extends { request: infer R extends z.ZodType } ? z.infer<R> : never;
/** What a call of the contract answers, inside the envelope. */
export type Res<D extends keyof typeof CONTRACT, K extends keyof (typeof CONTRACT)[D]> =
  Call<D, K> extends { response: infer R extends z.ZodType } ? z.infer<R> : never;
