import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import ChatRoomBody from './chat-room/chat-room-body';
import DownloadPage from './download/download-page';
import HelpPage from './help/help-page';
import HelpmcPage from './help/helpmc-page';
import JoinPage from './join/join-page';
import NoticePage from './notices/notice-page';
import PromoDetailPage from './promotions/promo-detail-page';
import PromotionsPage from './promotions/promotions-page';
import SeamlessPage from './seamless/seamless-page';

/** Opens the story's page at an address (deep links, query parameters), inside Storybook's router. */
function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return `${location.pathname}${location.search}` === path ? children : null;
}

/** Every call of the sandbox answers 500: each page shows its catalogued message with a retry. */
const failing = {
  msw: [
    http.all('*/wps/*', () => HttpResponse.json({ success: false, errorCode: 'system.error', value: null }, { status: 500 })),
    ...sandboxHandlers(createSandboxApp()),
  ],
};

const meta = {
  title: 'content/Pages',
  component: At,
  args: { path: '/', children: null },
} satisfies Meta<typeof At>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = { args: { path: '/noticePage', children: <NoticePage /> } };
export const NoticeDeepLink: Story = { args: { path: '/noticePage?id=121', children: <NoticePage /> } };
export const NoticesFailing: Story = { args: { path: '/noticePage', children: <NoticePage /> }, parameters: failing };
export const Promotions: Story = { args: { path: '/promotions', children: <PromotionsPage /> } };
export const PromotionsFailing: Story = { args: { path: '/promotions', children: <PromotionsPage /> }, parameters: failing };
export const PromotionDetail: Story = { args: { path: '/promoDetail?promotionId=501', children: <PromoDetailPage /> } };
export const PromotionNotFound: Story = { args: { path: '/promoDetail?promotionId=1', children: <PromoDetailPage /> } };
export const HelpUserProtocol: Story = { args: { path: '/help', children: <HelpPage /> } };
export const HelpPrivacyPolicy: Story = { args: { path: '/help?topic=privacyPolicy', children: <HelpPage /> } };
export const HelpCenter: Story = { args: { path: '/helpmc', children: <HelpmcPage /> } };
export const HelpCenterFailing: Story = { args: { path: '/helpmc', children: <HelpmcPage /> }, parameters: failing };
export const Download: Story = { args: { path: '/download', children: <DownloadPage /> } };
export const Join: Story = { args: { path: '/join', children: <JoinPage /> } };
export const Seamless: Story = { args: { path: '/seamless', children: <SeamlessPage /> } };
export const ChatRoom: Story = { args: { path: '/', children: <ChatRoomBody props={{}} close={() => undefined} /> } };
