// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { offerReload } from './render-failure';

const SHELL = {
  'chunk.failed.title': 'This page could not load',
  'chunk.failed.text': 'The connection dropped.',
  'system.retry': 'Try again',
};
/** The same words as the build compiles them: literal elements. */
const COMPILED = Object.fromEntries(Object.entries(SHELL).map(([key, value]) => [key, [{ type: 0 as const, value }]]));

describe('a render that cannot load, when the site may not reload for it again', () => {
  it.each([
    ['as written', SHELL],
    ['compiled', COMPILED],
  ])('says so with a button that reloads, in the catalog’s words (%s)', async (_, messages) => {
    const root = document.createElement('div');
    const reload = vi.fn();
    await offerReload(Promise.resolve(messages), 'TH', root, reload);
    expect(getByRole(root, 'alert').closest('[lang]')).toHaveAttribute('lang', 'th');
    expect(getByRole(root, 'alert')).toHaveTextContent('This page could not loadThe connection dropped.');
    expect(getByRole(root, 'heading', { level: 1, name: 'This page could not load' })).toBeTruthy();
    getByRole(root, 'button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is when the catalog could not load either: there are no words to say it with', async () => {
    const root = document.createElement('div');
    root.append('logo');
    await offerReload(Promise.reject(new Error('offline')), 'EN', root, vi.fn());
    expect(root.textContent).toBe('logo');
  });
});
