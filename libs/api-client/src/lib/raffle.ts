import type { z } from 'zod';
import type { ActivityStatus } from './contract/promotions';

/**
 * The daily raffle's promotion category (docs/api-contract.md). A raffle is drawn (`MCS2_claimRafflePromotion`), once a
 * day; it is never joined, nor its reward requested. A module of its own: only the lazy promotion pages read it.
 */
export const RAFFLE_CATEGORY = 'RAFFLE';

const NOT_DRAWABLE: ReadonlySet<string | null> = new Set(['CLAIMED', 'CLOSE', 'COMING_SOON']);

/** A raffle can be drawn unless today's draw is claimed, or the raffle is closed or not open yet. */
export const isRaffleDrawable = (status: z.infer<typeof ActivityStatus> | null): boolean => !NOT_DRAWABLE.has(status);
