import { logInAs } from './sandbox-login';

/** Stories of money screens run as a seeded player of the sandbox Storybook answers with (README "Demo accounts"). */
export const loggedInAs = (username: string) => async () => {
  await logInAs(username);
  return {};
};
