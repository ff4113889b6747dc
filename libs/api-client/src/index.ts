/**
 * The API client: the only code that knows URLs. Each domain injects its endpoints into
 * `baseApi`; the zod contract lives in `@wl/api-client/contract` (never in the browser), its
 * types are exported here and compile away.
 */
export { baseApi, PLAYER_TAGS } from './lib/api';
export { REDACTED, redactSecrets } from './lib/redact-secrets';
export { CALLS, type CallSpec, type Domain } from './lib/calls';
export type { ApiClientConfig, WithApiClientConfig } from './lib/config';
export * from './lib/constants';
export {
  CLIENT_FAILURES,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  SESSION_EXPIRED_CODE,
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  isApiError,
  errorMessageKey,
  describeError,
  errorAction,
  errorActionProps,
  type ApiError,
  type CatalogueEntry,
  type ErrorAction,
  type ErrorMessageKey,
} from './lib/errors';
export { clearPersistedApiCache, PERSIST_PREFIX } from './lib/persisted-cache';
export type { Req, Res } from './lib/contract-types';
export { decryptCustomerServicePath, type CipherScheme } from './lib/cipher';

export * from './lib/endpoints/auth';
export * from './lib/endpoints/member';
export * from './lib/endpoints/wallet';
export * from './lib/endpoints/games';
export * from './lib/endpoints/lottery';
export * from './lib/endpoints/promotions';
export * from './lib/endpoints/points';
export * from './lib/endpoints/agent';
export * from './lib/endpoints/system';
export { useWhiteLabel, WHITE_LABEL_MODULES, type WhiteLabel, type WhiteLabelSwitch } from './lib/white-label';

export type { LoginResult } from './lib/contract/shared';
export type { LoginFailure, LoginRequest, RegisterMobileRequest, RegisterRequest, SmsSent } from './lib/contract/auth';
export type { Avatar, FeedbackRequest, LoginInfo, MemberInfo, UnreadCount } from './lib/contract/member';
export type {
  Balance,
  BankAccount,
  BetRecord,
  BonusRecord,
  DepositChannel,
  DepositOrder,
  PayIn,
  ProfitRow,
  Transaction,
  TransferRequest,
  Withdrawal,
  WithdrawInfo,
} from './lib/contract/wallet';
export * from './lib/wallet-constants';
export type { FavouriteRequest, GameItem, GameLaunch, GameListRequest, Room, VendorCard, VendorLane } from './lib/contract/games';
export type { Draw, LobbyRequest, LotteryGame } from './lib/contract/lottery';
export type { Announcements, AnnouncementsRequest, Banner, Notice, PromotionApplication } from './lib/contract/promotions';
export type { PointBalance, PointReward, PointTransaction, Redemption } from './lib/contract/points';
export type { Contract, ContractAction, ContractInfo, ContractKind, ContractView, SalaryRecord } from './lib/contract/agent';
export type { FieldRule, Permission, RegisterSettings, Resource, WhiteLabelModule } from './lib/contract/system';
