import { defineConfig } from '@playwright/test';
import gallery from './playwright.config';

/**
 * Screenshots of chosen pages for a design review, beside the gallery's fixed set: every page of
 * REVIEW_PAGES as a guest and a member, phone and desktop, in dist/review/<brand>/. Build the
 * brands first (as `npm run gallery` does), then for example
 *   REVIEW_PAGES=/,/rng npx playwright test -c tools/gallery/review.config.ts --project brand-mekong-star
 */
export default defineConfig({
  ...gallery,
  testMatch: /\.review\.ts$/,
  outputDir: `${gallery.outputDir}-review`,
});
