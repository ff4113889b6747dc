import { logInAs } from './sandbox-login';

/** Stories of money screens run as a seeded player of the sandbox Storybook answers with (README "Demo accounts"). */
export const loggedInAs = (username: string) => async () => {
  await logInAs(username);
  return {};
};

/** The same story in the dark brand and in the right-to-left one (the toolbar offers every brand). */
export const BRAND_VARIANTS = {
  dark: { globals: { brand: 'mekong-star' } },
  rightToLeft: { globals: { brand: 'desert-rose' } },
} as const;
