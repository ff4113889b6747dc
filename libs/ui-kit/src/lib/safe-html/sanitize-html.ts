import createDOMPurify, { type Config } from 'dompurify';

/**
 * The one sanitiser for operator HTML (notices, promotions, messages, help). Operator HTML is
 * untrusted: a compromised back office must not run script on players' pages, restyle the page
 * over its controls, or send players to a look-alike site without leaving ours visibly.
 */

/** What a notice needs: text structure, lists, tables, links and images. No forms, media, SVG, MathML or styles. */
export const SAFE_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/**
 * No `style` or `class` (overlays drawn over the site's controls), no `id` or `name` (DOM
 * clobbering of the page's globals), no event handlers (never in the list).
 */
export const SAFE_HTML_ATTRIBUTES = [
  'alt',
  'colspan',
  'dir',
  'height',
  'href',
  'lang',
  'rowspan',
  'scope',
  'src',
  'title',
  'width',
] as const;

/** Links may be web, mail or phone links, or paths on this site; never `javascript:`, `data:` or protocol-relative. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\?)/i;

export interface SanitizeOptions {
  /** Hosts images may come from (the server's image CDNs); images elsewhere are dropped. Same-site paths are always allowed. */
  imageHosts: readonly string[];
  /** The site's own origin: links elsewhere open in a new tab, without an opener. */
  siteOrigin: string;
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL,
  // DOMPurify checks every attribute it does not know as safe against the URL pattern: these are plain values.
  ADD_URI_SAFE_ATTR: ['colspan', 'dir', 'height', 'lang', 'rowspan', 'scope', 'width'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;
/** The options of the call in progress; DOMPurify's hooks are synchronous, so one slot is enough. */
let current: SanitizeOptions | undefined;

function absolute(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of our own, so the hooks below never leak into another user of DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!current) return;
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const target = href ? absolute(href, current.siteOrigin) : undefined;
      node.removeAttribute('target');
      if (target && target.origin !== current.siteOrigin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      const url = src ? absolute(src, current.siteOrigin) : undefined;
      const allowed = url && (url.origin === current.siteOrigin || (url.protocol === 'https:' && current.imageHosts.includes(url.host)));
      if (!allowed) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Event-handler attributes, dropped before DOMPurify parses the HTML. Chromium files a CSP violation
 * report for each one even in DOMParser's inert document, where it can never run; removing them first
 * keeps the site's CSP reports meaningful. DOMPurify still removes everything else (and any handler
 * this misses). Only inside a start tag, read attribute by attribute as the HTML parser reads them (a
 * quote inside an unquoted value is a character, `alt=Player's`): in text, "Deposit once = 1 ticket" is
 * words, not a handler.
 */
// One attribute's parts, written once for both patterns. A name follows a space or `/`, or straight after a quoted value:
// the parser reads `href="x"onclick=` as two attributes. Names here hold no quotes, so a run of quotes cannot be split
// into names in exponentially many ways (a hung page); a tag with such a name is left whole to DOMPurify.
const BEFORE_NAME = String.raw`[\s/]+|(?<=["'])`;
const NAME = String.raw`[^\s/>="']+`;
const VALUE = String.raw`(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?`;
const START_TAG = new RegExp(String.raw`<[a-z][^\s/>]*(?:(?:${BEFORE_NAME})${NAME}${VALUE})*[\s/]*>`, 'gi');
const NAMED_ATTRIBUTE = new RegExp(`(${BEFORE_NAME})(${NAME})${VALUE}`, 'g');
const withoutHandlers = (html: string) =>
  html.replace(START_TAG, (tag) =>
    tag.replace(NAMED_ATTRIBUTE, (attribute, space: string, name: string) => (/^on/i.test(name) ? space : attribute)),
  );

/** Operator HTML made safe to insert into the page. */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const instance = getPurifier();
  current = options;
  try {
    // `rel`, `target`, `loading` and `decoding` are set by the hook, after the attribute allowlist ran.
    return instance.sanitize(withoutHandlers(html), CONFIG) as string;
  } finally {
    current = undefined;
  }
}
