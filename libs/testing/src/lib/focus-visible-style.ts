/** The declarations styled-components wrote for `element` under `:focus-visible` (jsdom draws no focus, so the rule is read). */
export function focusVisibleStyle(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}:focus-visible\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]))
    .join(';');
}
