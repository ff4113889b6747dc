/** Home, notices, promotions, VIP, help, download, join, customer service and the system pages. */
export { MaintenancePage, type SystemPageProps } from './lib/system/maintenance-page';
export { RegionRestrictedPage, type RegionRestrictedPageProps } from './lib/system/region-restricted-page';
export { useOpenCustomerService, type CustomerServiceChannel, CUSTOMER_SERVICE_POPUP } from './lib/customer-service/use-open-customer-service';
export {
  ABOUT_TOPICS,
  ABOUT_TOPIC_KEYS,
  aboutTopicPath,
  HELP_TOPICS,
  HELP_TOPIC_KEYS,
  type AboutTopic,
  type HelpTopic,
} from './lib/pages/about-topics';

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadHomePage = () => import('./lib/home/home-page');
export const loadNoticePage = () => import('./lib/pages/notice-page');
export const loadVipPage = () => import('./lib/pages/vip-page');
export const loadHotPage = () => import('./lib/pages/hot-page');
export const loadPromotionsPage = () => import('./lib/pages/promotions-page');
export const loadPromoDetailPage = () => import('./lib/pages/promo-detail-page');
export const loadHelpPage = () => import('./lib/pages/help-page');
export const loadDownloadPage = () => import('./lib/pages/download-page');
export const loadJoinPage = () => import('./lib/pages/join-page');
export const loadHelpCenterPage = () => import('./lib/pages/helpmc-page');
export const loadNoticeBody = () => import('./lib/pages/notice-body');
export const loadChatRoomBody = () => import('./lib/pages/chat-room-body');
