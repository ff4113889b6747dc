import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog } from '@wl/i18n';
import { ABOUT_TOPICS } from '../pages/about-topics';
import { ABOUT_TOPIC_BODY_KEYS, helpCategoryKey, helpSectionOf, matchesSearch, searchableArticle } from './help-topics';

describe('help content', () => {
  it('has a body of its own for each of the seven footer about pages (spec §2)', () => {
    expect(new Set(ABOUT_TOPICS.map((topic) => ABOUT_TOPIC_BODY_KEYS[topic])).size).toBe(7);
  });

  it.each(CATALOG_LANGUAGES)('every footer about page has its body text in the %s catalog', async (language) => {
    const messages = await loadCatalog(language);
    for (const topic of ABOUT_TOPICS) expect(messages, topic).toHaveProperty([ABOUT_TOPIC_BODY_KEYS[topic]]);
  });

  it('files help-center answers under the footer help section they answer, the rest under FAQ', () => {
    expect(helpSectionOf('ACCOUNT')).toBe('register');
    expect(helpSectionOf('WITHDRAW')).toBe('withdraw');
    expect(helpSectionOf('GAMES')).toBe('faq');
  });

  it('names an unknown help category "Other" rather than showing its code', () => {
    expect(helpCategoryKey('LOYALTY')).toBe('help.category.other');
  });

  it('searches titles and answer text, ignoring case, accents and markup', () => {
    const article = searchableArticle({ title: 'Depósito rápido', content: '<p>Usually <b>under</b> 5 minutes.</p>' });
    expect(matchesSearch(article, 'DEPOSITO')).toBe(true);
    expect(matchesSearch(article, 'under 5')).toBe(true);
    expect(matchesSearch(article, '<b>')).toBe(false);
    expect(matchesSearch(article, '  ')).toBe(true);
  });

  it('finds Vietnamese typed without its marks, the stroked đ included, as the game search does', () => {
    const article = searchableArticle({ title: 'Đăng ký tài khoản', content: '<p>Đăng nhập</p>' });
    expect(matchesSearch(article, 'dang ky')).toBe(true);
    expect(matchesSearch(article, 'DANG NHAP')).toBe(true);
  });
});
