/** Spec §2: the footer's seven about links, in order; each opens the help page at its topic. */
export const ABOUT_TOPICS = [
  'aboutCompany',
  'contactUs',
  'terms',
  'responsibleGaming',
  'privacyPolicy',
  'affiliates',
  'refundPolicy',
] as const;
export type AboutTopic = (typeof ABOUT_TOPICS)[number];

export const ABOUT_TOPIC_KEYS: Record<AboutTopic, string> = {
  aboutCompany: 'footer.about.aboutCompany',
  contactUs: 'footer.about.contactUs',
  terms: 'footer.about.terms',
  responsibleGaming: 'footer.about.responsibleGaming',
  privacyPolicy: 'footer.about.privacyPolicy',
  affiliates: 'footer.about.affiliates',
  refundPolicy: 'footer.about.refundPolicy',
};

export const aboutTopicPath = (topic: AboutTopic) => `/help?topic=${topic}`;

/** The help page's sections the footer's help links point to (`/help#<topic>`). */
export const HELP_TOPICS = ['register', 'deposit', 'withdraw', 'faq'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const HELP_TOPIC_KEYS: Record<HelpTopic, string> = {
  register: 'footer.help.register',
  deposit: 'footer.help.deposit',
  withdraw: 'footer.help.withdraw',
  faq: 'footer.help.faq',
};
