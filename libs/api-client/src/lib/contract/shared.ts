import { z } from 'zod';
import { LARGEST_PAGE_SIZE } from '../constants';

/** A call that takes no arguments or answers nothing useful. */
export const NoArgs = z.object({}).strict();
export const NoValue = z.null();

export const Paging = z.object({
  pageNum: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(LARGEST_PAGE_SIZE),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });

/** The player-visible login result (docs/api-contract.md); register and free play answer the same. */
export const LoginResultSchema = z.object({
  token: z.string().min(16),
  id: z.number().int(),
  userName: z.string().min(1),
  /** The isAgent number of spec §4. */
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The login before this one (ours, for the after-login modal): when and from where; absent or null the first time. */
  lastLogin: z.object({ time: z.number().int(), ip: z.string(), country: z.string() }).nullable().optional(),
  /** After a new-device check: how many days the server remembers this device. */
  deviceTrustedDays: z.number().int().positive().optional(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** One call of the contract: what the client sends, what the server answers inside the envelope. */
export interface CallContract {
  request: z.ZodType;
  response: z.ZodType;
}
