/**
 * Whether an SVG file is a picture a brand may ship: a well-formed XML document whose root is `<svg>` in the SVG
 * namespace, with nothing that runs or loads. A logo and a favicon are served at their own addresses on the brand's
 * origin too (`/brand/assets/`, `/assets/brand/`), where a browser opening the file runs its scripts and handlers.
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A DOM parser, from jsdom (a direct dependency): its XML parser is a real one, and it reports where a file breaks. */
type XmlParser = { parseFromString(text: string, type: 'image/svg+xml'): Document };

let parser: Promise<XmlParser> | undefined;

/** Loaded on the first SVG only: jsdom takes about a second to load, which a brand without SVGs never pays. */
function xmlParser(): Promise<XmlParser> {
  parser ??= import('jsdom').then(({ JSDOM }) => new new JSDOM('').window.DOMParser());
  return parser;
}

/** A reference that stays inside the file: a fragment (`#shape`) or a `data:` URL. */
const LOCAL_REFERENCE = /^\s*(?:#|data:)/i;
/** `url(...)` in CSS, with its target; `@import` loads a style sheet. */
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** Animation elements, which can set another attribute (an `href` to a `javascript:` URL) when the file is shown. */
const ANIMATIONS = new Set(['set', 'animate', 'animateMotion', 'animateTransform', 'animateColor']);

/** What an element refers to outside the file (an http(s) address, another file, a `javascript:` URL), if anything. */
function externalReference(element: Element): string | undefined {
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.localName === 'href' && !LOCAL_REFERENCE.test(attribute.value)) return `${attribute.name}="${attribute.value}"`;
    // Presentation attributes take url() too (fill, filter, mask, clip-path…).
    for (const [, , target] of attribute.value.matchAll(CSS_URL))
      if (!LOCAL_REFERENCE.test(target)) return `url(${target}) in ${attribute.name}`;
  }
  if (ANIMATIONS.has(element.localName) && /^(xlink:)?href$/i.test(element.getAttribute('attributeName') ?? ''))
    return `an animation of ${element.getAttribute('attributeName')}`;
  const css = [element.getAttribute('style') ?? '', element.localName === 'style' ? (element.textContent ?? '') : ''].join('\n');
  if (/@import/i.test(css)) return '@import in its CSS';
  for (const [, , target] of css.matchAll(CSS_URL)) if (!LOCAL_REFERENCE.test(target)) return `url(${target}) in its CSS`;
  return undefined;
}

/** Why one element makes the file unsafe to ship, or undefined. */
function elementProblem(element: Element): string | undefined {
  const tag = `<${element.localName}>`;
  if (element.localName === 'script') return `holds a ${tag}: a picture must not run code (the file is served on the site's own origin)`;
  if (element.localName === 'foreignObject') return `holds a ${tag}: a picture must not embed HTML; draw it in SVG`;
  const handler = Array.from(element.attributes).find((attribute) => /^on/i.test(attribute.localName));
  if (handler) return `has an event handler ${handler.name}="…" on ${tag}: a picture must not run code`;
  const reference = externalReference(element);
  if (reference)
    return `refers outside itself (${reference} on ${tag}): a picture shown by the site loads nothing else; embed it or remove it`;
  return undefined;
}

/** jsdom's parse error reads `line:column: reason`. */
const PARSE_ERROR = /^(\d+):(\d+): (.*)$/s;

/**
 * Why `text` is not an SVG picture a brand may ship, or undefined when it is. Entity declarations are refused before
 * parsing: expanding nested ones turns a small file into gigabytes, and no exported logo needs them.
 */
export async function svgDocumentProblem(text: string): Promise<string | undefined> {
  if (/<!ENTITY/i.test(text)) return 'declares XML entities (<!ENTITY …>): write their values out instead';
  // Processing instructions other than the XML declaration (`<?xml-stylesheet href=…?>` loads a style sheet).
  if (/<\?(?!xml\s)/i.test(text)) return 'holds a processing instruction (<?…?>, such as xml-stylesheet): a picture loads nothing else';
  const document = (await xmlParser()).parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.localName === 'parsererror') {
    const reason = (root.textContent ?? '').trim().replace(/\.$/, '');
    const at = PARSE_ERROR.exec(reason);
    return `is not well-formed XML (${at ? `line ${at[1]}, column ${at[2]}: ${at[3]}` : reason}); save it again from the drawing program`;
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) {
    const found = root.localName === 'svg' ? '<svg> without xmlns="http://www.w3.org/2000/svg"' : `<${root.localName}>`;
    return `has ${found} as its root, not <svg xmlns="${SVG_NAMESPACE}">: browsers show only an SVG document as a picture`;
  }
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    const problem = elementProblem(element);
    if (problem) return problem;
  }
  return undefined;
}
