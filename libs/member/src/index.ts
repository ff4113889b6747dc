/** Member center, profile, avatar, messages, missions and referral. */
export {};
