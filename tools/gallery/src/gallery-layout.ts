/** Issue 11: the gallery's two screens, a phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Where `npm run gallery` writes: one folder of screenshots per brand and `index.html`. */
export const GALLERY_DIR = new URL('../../../dist/gallery', import.meta.url).pathname;

export interface ShotRecord {
  id: string;
  label: string;
  viewport: ViewportName;
  file: string;
}
