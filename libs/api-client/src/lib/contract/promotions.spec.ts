import { describe, expect, it } from 'vitest';
import { ACTIVITY_APPLICATION } from '../constants';
import { PromotionApplicationSchema } from './promotions';

const application = (comment: string) => ({ promotionId: 503, comment, images: [] });

describe('an activity application (spec §5: a comment of at most 140 characters)', () => {
  it('counts the comment in characters as the site does: 140 emoji pass, though they are 280 UTF-16 units', () => {
    const emoji = '🎰'.repeat(ACTIVITY_APPLICATION.commentMaxLength);
    expect(emoji.length).toBe(2 * ACTIVITY_APPLICATION.commentMaxLength);
    expect(PromotionApplicationSchema.safeParse(application(emoji)).success).toBe(true);
  });

  it('refuses a comment of 141 characters, emoji or not', () => {
    expect(PromotionApplicationSchema.safeParse(application('🎰'.repeat(ACTIVITY_APPLICATION.commentMaxLength + 1))).success).toBe(false);
    expect(PromotionApplicationSchema.safeParse(application('x'.repeat(ACTIVITY_APPLICATION.commentMaxLength + 1))).success).toBe(false);
  });
});
