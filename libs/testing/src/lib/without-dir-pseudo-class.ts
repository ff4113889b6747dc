/**
 * The page as read by a phone's browser without `:dir()` (Chrome and WebView before 120, Safari before 16.4, Samsung
 * Internet before 25), which drops every rule whose selector names it. jsdom knows `:dir()`, so it is dropped here.
 */
export function withoutDirPseudoClass() {
  for (const sheet of document.styleSheets) {
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      const rule = sheet.cssRules[index];
      if (rule instanceof CSSStyleRule && rule.selectorText.includes(':dir(')) sheet.deleteRule(index);
    }
  }
}
