import { LOCALE_BY_LANGUAGE, type LanguageCode, type loadCatalogShell } from '@wl/i18n';

type Messages = Awaited<ReturnType<typeof loadCatalogShell>>;

/** A catalogued message without arguments as text: as written (tests) or compiled, the build's literal elements. */
function literal(messages: Messages, key: string): string | undefined {
  const message: unknown = messages[key];
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  const parts: unknown[] = message;
  return parts.every((part): part is { type: 0; value: string } => (part as { type?: unknown }).type === 0)
    ? parts.map((part) => (part as { value: string }).value).join('')
    : undefined;
}

/**
 * The render could not load and the site may not reload for it again (it did a moment ago, or cannot keep the mark):
 * React being what failed, the page says so in plain DOM, in the player's language from the catalog's shell part,
 * with a button that reloads. Without the catalog either, the page stays as it is: there are no words to say it with.
 */
export async function offerReload(
  messages: Promise<Messages>,
  language: LanguageCode,
  root: HTMLElement | null = document.getElementById('root'),
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const loaded = await messages.catch(() => undefined);
  const [title, text, retry] = ['chunk.failed.title', 'chunk.failed.text', 'system.retry'].map((key) => loaded && literal(loaded, key));
  if (!root || !title || !text || !retry) return;
  // The first paint's theme (its custom properties) and its logo bar are all there is to style with: React is what failed.
  const box = document.createElement('div');
  // The player's language, which may not be the page's (the brand's default): a screen reader reads it in its own voice.
  box.lang = LOCALE_BY_LANGUAGE[language] ?? language;
  const bar = document.getElementById('boot-bar')?.offsetHeight ?? 0;
  Object.assign(box.style, {
    padding: `calc(${bar}px + var(--space-lg)) var(--space-md) var(--space-md)`,
    lineHeight: 'var(--line-height-body)',
  });
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = title;
  Object.assign(heading.style, { margin: '0 0 var(--space-sm)', fontSize: 'var(--font-size-xl)', lineHeight: 'var(--line-height-tight)' });
  const line = document.createElement('p');
  line.textContent = text;
  line.style.margin = '0 0 var(--space-md)';
  // Words of a language other than the page's direction keep their own (an English catalog on a right-to-left brand).
  for (const element of [heading, line]) element.dir = 'auto';
  alert.append(heading, line);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  Object.assign(button.style, {
    minBlockSize: 'var(--size-touch)',
    paddingInline: 'var(--space-md)',
    border: '0',
    borderRadius: 'var(--radius-md)',
    background: 'var(--color-primary)',
    color: 'var(--color-on-primary)',
    font: 'inherit',
    fontWeight: 'var(--font-weight-bold)',
  });
  button.addEventListener('click', () => reload());
  box.append(alert, button);
  root.replaceChildren(box);
}
