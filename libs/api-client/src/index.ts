/**
 * The API client: the only code that knows URLs. Each domain injects its endpoints into
 * `baseApi`; the zod contract lives in `@wl/api-client/contract` (never in the browser), its
 * types are exported here and compile away.
 */
export { baseApi, PLAYER_TAGS } from './lib/api';
export { useBalanceAfterPlay } from './lib/balance-after-play';
export { REDACTED, redactSecrets } from './lib/redact-secrets';
export { CALLS } from './lib/calls';
export type { ApiClientConfig } from './lib/config';
export {
  isAgentType,
  isTrialType,
  CUSTOMER_TYPE,
  AGENT_CUSTOMER_TYPES,
  PLATFORM_CODE,
  POPULAR_LOTTERY_COUNT,
  VN_NUMBERS_COUNT,
  LOTTERY_LAUNCH_MODE,
  ACTIVITY_APPLICATION,
  type ActivityImageType,
  GAME_CATEGORIES,
  type GameCategory,
  CATEGORY_LABEL_KEYS,
  IDEMPOTENCY_HEADER,
  LARGEST_PAGE_SIZE,
  REGISTER_METHOD,
} from './lib/constants';
export {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  isApiError,
  isPasswordRefusal,
  errorMessageKey,
  errorActionProps,
  invalidUrlError,
  trustedPageUrl,
  type ApiError,
} from './lib/errors';
export { useActionKey } from './lib/use-action-key';
export { forgetUnsettledActions } from './lib/unsettled-actions';
export { randomId } from './lib/random-id';
export { clearPersistedApiCache, PERSIST_PREFIX, playerRecords } from './lib/persisted-cache';
export type { Res } from './lib/contract-types';
export { decryptCustomerServicePath, type CipherScheme } from './lib/cipher';

export {
  loginDeviceCheck,
  loginNeedsCaptcha,
  authApi,
  useLoginMutation,
  useSendLoginSmsMutation,
  useFreePlayLoginMutation,
  useGetCaptchaQuery,
  useGetHumanChallengeQuery,
  useAnswerHumanChallengeMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useSendRegisterSmsMutation,
  useCheckAffiliateQuery,
  useChangePasswordMutation,
  useResetPasswordByEmailMutation,
  useSendForgotSmsMutation,
  useResetPasswordByPhoneMutation,
  useFirstLoginMutation,
  type VerificationPurpose,
} from './lib/endpoints/auth';
export {
  memberApi,
  useGetMemberInfoQuery,
  useGetLoginInfoQuery,
  useGetPlayerAvatarQuery,
  useGetUnreadMessagesQuery,
  useUpdateLanguageMutation,
  useSendFeedbackMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSetPaymentPasswordMutation,
  useGetStaticAvatarsQuery,
  useSetAvatarMutation,
  useGetMessagesQuery,
  useReadMessagesMutation,
  useGetReferralQuery,
  useGetResponsibleGamingQuery,
  useSetDepositLimitsMutation,
  useSetRealityCheckMutation,
  useExcludeMutation,
  useGetVipQuery,
  type DepositLimit,
  type PlatformMessage,
  type Profile,
  type ResponsibleGaming,
  type VipRank,
  FEEDBACK_LENGTH,
  PROFILE_FIELDS,
  PROFILE_VALUE_MAX_LENGTH,
  type ProfileField,
  withinPaymentPasswordLength,
  LIMIT_PERIODS,
  type LimitPeriod,
  LIMIT_RAISE_DELAY_MS,
  EXCLUSION_DAYS,
  type ExclusionKind,
} from './lib/endpoints/member';
export * from './lib/endpoints/wallet';
export {
  gamePagePath,
  launchUrl,
  gamesApi,
  useGetVendorLanesQuery,
  useGetHotGamesQuery,
  useGetGameListQuery,
  useGetVendorGameTypesQuery,
  useGetFavouriteIdsQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
  useGetRoomListQuery,
  useLaunchGameMutation,
  useLaunchTrialGameMutation,
  GAME_PAGE_QUERY,
  type GamePageTarget,
  type InLanguage,
} from './lib/endpoints/games';
export {
  lotteryRouteFor,
  lotteryLaunchParams,
  type LotteryArea,
  LOTTERY_PATHS,
  LOTTERY_QUERY,
  lotteryApi,
  useGetLotteryMenusQuery,
  useGetPopularLotteriesQuery,
  useGetVnLotteryMenuQuery,
  useGetVnRecentLotteriesQuery,
  useGetVnNumbersQuery,
  useGetOpenedNumbersQuery,
  useLaunchLotteryLobbyMutation,
} from './lib/endpoints/lottery';
export {
  PROMO_DETAIL_QUERY,
  promoDetailPath,
  siteAnnouncements,
  promotionsApi,
  useGetAnnouncementsQuery,
  useJoinPromotionMutation,
  useRequestPromotionRewardMutation,
  useGetMissionSummaryQuery,
  useGetMissionLeaderboardQuery,
  useClaimRaffleMutation,
  useGetWinnerBoardQuery,
  useApplyPromotionMutation,
  useGetRewardCenterQuery,
} from './lib/endpoints/promotions';
export { isRaffleDrawable, RAFFLE_CATEGORY } from './lib/raffle';
export * from './lib/endpoints/points';
export {
  type AgentNotice,
  type CreditRecord,
  type Downline,
  type DownlineTransaction,
  type Income,
  type Period,
  type ProfitLoss,
  type ReportRequest,
  type TeamBet,
  type ContractChange,
  agentApi,
  useGetContractInfoQuery,
  useGetDividendContractQuery,
  useChangeDividendContractMutation,
  useGetDailySalaryContractQuery,
  useChangeDailySalaryContractMutation,
  useGetHourlySalaryContractQuery,
  useChangeHourlySalaryContractMutation,
  useGetRealTimeSalaryContractQuery,
  useChangeRealTimeSalaryContractMutation,
  useGetAgentAnnouncementsQuery,
  useGetInviteQuery,
  useGetTeamOverviewQuery,
  useGetDownlinesQuery,
  useGetTeamBetsQuery,
  useGetProfitLossQuery,
  useGetIncomeQuery,
  useGetDownlineTransactionsQuery,
  useGetCreditReportQuery,
  useRegisterDownlineMutation,
  useTransferToDownlineMutation,
} from './lib/endpoints/agent';
export {
  routeToFastestDomain,
  whiteLabelSwitches,
  ROUTER_TYPES,
  SYSTEM_STATUS,
  systemApi,
  useGetSystemStatusQuery,
  useGetPermissionQuery,
  useGetRegisterSettingsQuery,
  useGetCountriesQuery,
  useLazyGetCountriesQuery,
  useGetHelpCenterQuery,
} from './lib/endpoints/system';
export { registrationAllowed, useWhiteLabel, whiteLabelOn, WHITE_LABEL_MODULES, type WhiteLabel } from './lib/white-label';
export { needsHost, onVisitCdn } from './lib/cdn';
export { useCdn } from './lib/use-cdn';
export { useLaunchFrameUrl } from './lib/launch-frame-url';
export { IN_PLACE, isFirstEntry, type InPlaceNavigation } from './lib/in-place-navigation';
export { currentAnswer } from './lib/current-answer';
export { useDeferredQuery } from './lib/deferred-query';
export { absentBalanceMessage, HIDDEN_AMOUNT, MAIN_WALLET, mainWalletBalance, setBalanceHidden, useBalanceHidden } from './lib/main-wallet';

export type { LoginResult } from './lib/contract/shared';
export type { LoginFailure, RegisterMobileRequest, RegisterRequest } from './lib/contract/auth';
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
  Withdrawal,
  WithdrawInfo,
} from './lib/contract/wallet';
export {
  BANK_ACCOUNT_LIMITS,
  withinPayeeNameLimits,
  TRANSACTION_TYPES,
  type TransactionType,
  PROFIT_PERIODS,
  type ProfitPeriod,
  IMAGE_MAX_MEGABYTES,
  RECEIPT_PROOF_LIMITS,
  type ReceiptProofType,
} from './lib/wallet-constants';
export { IMAGE_SIGNATURES, readImageUpload } from './lib/image-upload';
export type { GameItem, GameLaunch, GameListRequest, VendorLane } from './lib/contract/games';
export type { Draw, LotteryGame } from './lib/contract/lottery';
export type { Announcements, Banner, Notice } from './lib/contract/promotions';
export type { PointBalance, PointReward, PointTransaction, Redemption } from './lib/contract/points';
export type { Contract, ContractInfo, ContractKind, ContractView, SalaryRecord } from './lib/contract/agent';
export type { FieldRule, Permission, RegisterSettings, Resource, WhiteLabelModule } from './lib/contract/system';
export {
  markPopupsShownOnHome,
  mutePopupsToday,
  popupsDue,
  popupsMutedToday,
  popupsShownOnHome,
  POPUPS_MUTED_DAY_STORAGE,
  POPUPS_SEEN_STORAGE,
  today,
} from './lib/popup-notices-shown';
