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

export const aboutTopicPath = (topic: AboutTopic) => `/help?topic=${topic}`;
