/** The declarations the page's style sheets give an element's classes, in their order (styled-components' sheet). */
export function styleDeclarationsFor(element: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  const classes = [...element.classList];
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => classes.some((name) => selector.includes(`.${name}`)))
    .flatMap(([, , body]) => body.split(';').map((declaration) => declaration.trim()))
    .filter(Boolean);
}
