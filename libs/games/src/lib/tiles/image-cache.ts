/** Spec §9 lazy images: the cache keeps this many images' outcomes. */
export const IMAGE_CACHE_SIZE = 200;

export type ImageOutcome = 'loaded' | 'failed';

/**
 * What became of each image URL, newest last, at most `IMAGE_CACHE_SIZE`: a loaded image shows at
 * once when its tile comes back into view, and a failed one is not tried again (one attempt).
 */
export class ImageCache {
  private readonly outcomes = new Map<string, ImageOutcome>();

  constructor(private readonly size = IMAGE_CACHE_SIZE) {}

  get(url: string): ImageOutcome | undefined {
    const outcome = this.outcomes.get(url);
    if (outcome) {
      this.outcomes.delete(url);
      this.outcomes.set(url, outcome);
    }
    return outcome;
  }

  set(url: string, outcome: ImageOutcome): void {
    this.outcomes.delete(url);
    this.outcomes.set(url, outcome);
    if (this.outcomes.size > this.size) this.outcomes.delete(this.outcomes.keys().next().value as string);
  }

  get count(): number {
    return this.outcomes.size;
  }
}

export const imageCache = new ImageCache();
