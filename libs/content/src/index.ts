/** Home, notices, promotions, VIP, help, download, join, customer service and the system pages. */
export { MaintenancePage } from './lib/system/maintenance-page';
export { RegionRestrictedPage } from './lib/system/region-restricted-page';
export { useOpenCustomerService } from './lib/customer-service/use-open-customer-service';
export { ABOUT_TOPICS, ABOUT_TOPIC_KEYS, aboutTopicPath, HELP_TOPICS, HELP_TOPIC_KEYS } from './lib/pages/about-topics';

export type { GameSections } from './lib/home/game-sections';
export { NOTICE_MODAL, prefetchHomeAnnouncements } from './lib/home/home-announcements';
export { prefetchSiteAnnouncements } from './lib/promotions/prefetch-site-announcements';

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadHomePage = () => import('./lib/home/home-page');
export const loadNoticePage = () => import('./lib/notices/notice-page');
export const loadVipPage = () => import('./lib/pages/vip-page');
export const loadHotPage = () => import('./lib/pages/hot-page');
export const loadPromotionsPage = () => import('./lib/promotions/promotions-page');
export const loadPromoDetailPage = () => import('./lib/promotions/promo-detail-page');
export const loadHelpPage = () => import('./lib/help/help-page');
export const loadDownloadPage = () => import('./lib/download/download-page');
export const loadJoinPage = () => import('./lib/join/join-page');
export const loadSeamlessPage = () => import('./lib/seamless/seamless-page');
export const loadHelpCenterPage = () => import('./lib/help/helpmc-page');
export const loadNoticeBody = () => import('./lib/notices/notice-body');
export const loadChatRoomBody = () => import('./lib/chat-room/chat-room-body');
