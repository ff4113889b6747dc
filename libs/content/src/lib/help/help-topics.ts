import { foldForSearch } from '@wl/i18n';
import type { AboutTopic, HelpTopic } from '../pages/about-topics';

/** The text of each footer about page, from the catalogs (the server's help content has no such pages). */
export const ABOUT_TOPIC_BODY_KEYS: Record<AboutTopic, string> = {
  aboutCompany: 'help.about.aboutCompany.body',
  contactUs: 'help.about.contactUs.body',
  terms: 'help.about.terms.body',
  responsibleGaming: 'help.about.responsibleGaming.body',
  privacyPolicy: 'help.about.privacyPolicy.body',
  affiliates: 'help.about.affiliates.body',
  refundPolicy: 'help.about.refundPolicy.body',
};

/** Spec §1: the help text says the site has nearly this many slot games (in the company's about page). */
export const SLOT_GAMES_CLAIM = 10_000;

/** Spec §2: `/help` is the user protocol, so that is the topic it opens on. */
export const DEFAULT_ABOUT_TOPIC: AboutTopic = 'terms';

/** Which help-center categories answer each help section the footer links to; the rest are FAQ. */
const SECTION_BY_CATEGORY: Record<string, HelpTopic> = { ACCOUNT: 'register', DEPOSIT: 'deposit', WITHDRAW: 'withdraw' };
export const helpSectionOf = (category: string): HelpTopic => SECTION_BY_CATEGORY[category] ?? 'faq';

/** Help-center category names; a category the operator adds later reads as "Other". */
const CATEGORY_KEYS: Record<string, string> = {
  ACCOUNT: 'help.category.account',
  DEPOSIT: 'help.category.deposit',
  WITHDRAW: 'help.category.withdraw',
  GAMES: 'help.category.games',
};
export const ALL_HELP_CATEGORIES = 'ALL';
/** The one choice holding every category without a name of its own: several "Other" chips could not be told apart. */
export const OTHER_HELP_CATEGORIES = 'OTHER';
/** The category choice an answer is filed under: its own category when it has a name, else "Other". */
export const helpChoiceOf = (category: string) => (Object.hasOwn(CATEGORY_KEYS, category) ? category : OTHER_HELP_CATEGORIES);
export const helpCategoryKey = (category: string) =>
  category === ALL_HELP_CATEGORIES ? 'help.category.all' : (CATEGORY_KEYS[helpChoiceOf(category)] ?? 'help.category.other');

/** An answer as a search reads it: its title and its text (not its markup), folded once for every query typed. */
export interface SearchableArticle<A> {
  article: A;
  folded: string;
}

export function searchableArticle<A extends { title: string; content: string }>(article: A): SearchableArticle<A> {
  const text = article.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  return { article, folded: `${foldForSearch(article.title)}\n${foldForSearch(text)}` };
}

/** Case- and accent-insensitive, in the title or the text, so "deposito" finds "Depósito"; an empty query finds all. */
export function matchesSearch(searchable: SearchableArticle<unknown>, query: string): boolean {
  const needle = foldForSearch(query);
  return !needle || searchable.folded.includes(needle);
}
