import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { ModalProvider } from '@wl/ui-kit';
import { BannerCarousel } from './banner-carousel';
import HomePage from './home-page';
import { NoticeTicker } from './notice-ticker';
import { POPUPS_SEEN_STORAGE } from '@wl/api-client';
import { PopupNotices } from './popup-notices';
import { WinnersBoard } from '../winners/winners-board';

/** Home's own sections against the sandbox (the games sections have their stories in games). */
function Home({ children }: { children: ReactNode }) {
  return <ModalProvider registry={{}}>{children}</ModalProvider>;
}

const meta = {
  title: 'content/Home',
  component: Home,
  args: { children: null },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banners: Story = { args: { children: <BannerCarousel /> } };
export const Ticker: Story = { args: { children: <NoticeTicker /> } };
export const Winners: Story = { args: { children: <WinnersBoard /> } };
/** The pop-up notices, as on a session's first visit. */
export const PopUps: Story = {
  args: { children: <PopupNotices /> },
  beforeEach: () => sessionStorage.removeItem(POPUPS_SEEN_STORAGE),
};
/** The announcements and winners calls fail: each section says so with a retry. */
export const Failing: Story = {
  args: { children: <HomePage /> },
  parameters: {
    msw: sandboxHandlers(
      createSandboxApp({ faults: { failureRates: { '/wps/relay/MCSFE_getListAnnouncements': 1, '/wps/relay/ODSFE2_getWinnerBoard': 1 } } }),
    ),
  },
  beforeEach: () => sessionStorage.setItem(POPUPS_SEEN_STORAGE, '1'),
};
export const Page: Story = {
  args: { children: <HomePage /> },
  beforeEach: () => sessionStorage.setItem(POPUPS_SEEN_STORAGE, '1'),
};
