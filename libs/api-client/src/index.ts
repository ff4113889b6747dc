/** The API client: the only code that knows URLs. Domains inject their endpoints into `baseApi`. */
export { baseApi } from './lib/api';
export type { ApiClientConfig, WithApiClientConfig } from './lib/config';
export { ERROR_MESSAGE_KEYS, SESSION_EXPIRED_CODE, isApiError, type ApiError, type ErrorMessageKey } from './lib/errors';
export {
  SYSTEM_STATUS,
  systemApi,
  useGetRoutersQuery,
  useGetSystemStatusQuery,
  type RouterEntry,
  type SystemStatus,
  type SystemStatusCode,
} from './lib/endpoints/system';
export { decryptCustomerServicePath } from './lib/cipher';
