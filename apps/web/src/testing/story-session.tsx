import type { Decorator } from '@storybook/react-vite';
import { loggedInAs, startSandboxTrial } from '@wl/testing';
import { ModalProvider } from '@wl/ui-kit';

/** Loaders for the site chrome's stories: a guest story after a member's must not find the member's session. */
export const asGuest = async () => {
  sessionStorage.clear();
  return {};
};

/** The seeded member of the sandbox Storybook answers with. */
export const asMember = loggedInAs('demo_member');

/** A free-trial session: play money, named so in the header. */
export const asTrial = async () => {
  await startSandboxTrial();
  return {};
};

/** The chrome opens modals (log in, register, the centers): stories give it a provider with nothing registered. */
export const withModals: Decorator = (Story) => (
  <ModalProvider registry={{}}>
    <Story />
  </ModalProvider>
);
