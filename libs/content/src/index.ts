/** Home, notices, promotions, VIP, help, download, join, customer service and the system pages. */
export { MaintenancePage, type SystemPageProps } from './lib/system/maintenance-page';
export { RegionRestrictedPage, type RegionRestrictedPageProps } from './lib/system/region-restricted-page';
export { HomePage } from './lib/home/home-page';
export { useOpenCustomerService, CUSTOMER_SERVICE_POPUP, CUSTOMER_SERVICE_ROUTER_TYPE } from './lib/customer-service/use-open-customer-service';
