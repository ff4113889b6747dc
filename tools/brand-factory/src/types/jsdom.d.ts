/** The part of jsdom the factory uses (its XML parser, for SVG files); jsdom ships no types and @types/jsdom is not installed. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: { new (): { parseFromString(text: string, type: 'image/svg+xml'): Document } } };
  }
}
