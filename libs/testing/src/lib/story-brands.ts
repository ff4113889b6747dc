/**
 * A story in the dark brand and in the right-to-left one (the Storybook toolbar offers every brand):
 * the two every component is reviewed in besides its default.
 */
export const BRAND_VARIANTS = {
  dark: { globals: { brand: 'mekong-star' } },
  rightToLeft: { globals: { brand: 'desert-rose' } },
} as const;
