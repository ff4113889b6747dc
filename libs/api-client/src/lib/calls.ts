/**
 * Every call of spec §7, once: method, path, whether it carries the session token and whether its
 * payload is encrypted (docs/api-contract.md). The endpoints, the zod contract and the sandbox all read
 * these, so a path is written in one place. Paths the spec does not show are ours and listed in
 * docs/decisions.md ("API contract").
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  /** `required`: no call without a session; `optional`: sent when there is one. */
  token?: 'required' | 'optional';
  encrypted?: boolean;
  /** Sent as `application/x-www-form-urlencoded` (spec §7: password reset by e-mail). */
  form?: boolean;
}

/** docs/api-contract.md: relay calls are addressed `/wps/relay/<SERVICE>_<method>`. */
const relay = (name: string) => `/wps/relay/${name}`;
/** docs/api-contract.md: relays that check the payment password; always encrypted. */
const passwordChecked = (name: string) => `/wps/relay/passwordCheck/${name}`;

export const CALLS = {
  auth: {
    encryptionKey: { method: 'GET', path: '/wps/session/key/rsa' },
    login: { method: 'POST', path: '/wps/session/login', encrypted: true },
    sendLoginSms: { method: 'POST', path: '/wps/verification/sms/noLogin' },
    freePlayLogin: { method: 'POST', path: '/wps/session/login/freeplay', encrypted: true },
    captcha: { method: 'GET', path: '/wps/captcha' },
    humanChallenge: { method: 'GET', path: '/wps/verification/challenge' },
    answerHumanChallenge: { method: 'POST', path: '/wps/verification/challenge/answer' },
    logout: { method: 'POST', path: '/wps/session/logout', token: 'required' },
    register: { method: 'PUT', path: '/wps/member/register', encrypted: true },
    registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', encrypted: true },
    sendRegisterSms: { method: 'POST', path: '/wps/verification/sms/register' },
    checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate' },
    changePassword: { method: 'POST', path: '/wps/member/password', token: 'required', encrypted: true },
    resetPasswordByEmail: { method: 'POST', path: '/wps/member/password/email', form: true },
    sendForgotSms: { method: 'POST', path: '/wps/verification/sms/forgot' },
    resetPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', encrypted: true },
    firstLogin: { method: 'POST', path: '/wps/member/firstLogin', token: 'required' },
  },
  member: {
    info: { method: 'GET', path: '/wps/member/info', token: 'required' },
    loginInfo: { method: 'GET', path: '/wps/member/loginInfo', token: 'required' },
    icon: { method: 'GET', path: '/wps/member/info/icon', token: 'required' },
    avatar: { method: 'GET', path: relay('MCSFE_getPlayerAvatar'), token: 'required' },
    unreadMessages: { method: 'GET', path: relay('MCSFE_getUnreadMessageV2'), token: 'required' },
    customerServiceUnread: { method: 'GET', path: relay('CSP_unreadCount'), token: 'required' },
    updateLanguage: { method: 'PUT', path: '/wps/member/language', token: 'required' },
    feedback: { method: 'POST', path: '/wps/feedback', token: 'optional' },
    profile: { method: 'GET', path: '/wps/member/profile', token: 'required' },
    updateProfile: { method: 'PUT', path: '/wps/member/profile', token: 'required' },
    paymentPassword: { method: 'POST', path: '/wps/member/password/payment', token: 'required', encrypted: true },
    staticAvatars: { method: 'GET', path: relay('MCSFE_getStaticAvatars'), token: 'required' },
    setAvatar: { method: 'PUT', path: relay('MCSFE_updatePlayerAvatar'), token: 'required' },
    messages: { method: 'GET', path: relay('MCSFE_getMessageListV2'), token: 'required' },
    readMessages: { method: 'PUT', path: relay('MCSFE_readMessageV2'), token: 'required' },
    referral: { method: 'GET', path: relay('MCSFE_getReferralInfo'), token: 'required' },
    responsibleGaming: { method: 'GET', path: '/wps/member/responsibleGaming', token: 'required' },
    setDepositLimits: { method: 'PUT', path: '/wps/member/responsibleGaming/depositLimits', token: 'required' },
    setRealityCheck: { method: 'PUT', path: '/wps/member/responsibleGaming/realityCheck', token: 'required' },
    exclude: { method: 'POST', path: '/wps/member/responsibleGaming/exclusion', token: 'required', encrypted: true },
    vip: { method: 'GET', path: '/wps/member/vip', token: 'required' },
  },
  wallet: {
    balance: { method: 'GET', path: '/wps/v2/wallets/balance', token: 'required' },
    transfer: { method: 'POST', path: relay('GCS_walletTransfer'), token: 'required' },
    merchantWallet: { method: 'GET', path: relay('GCS_merchantWallet'), token: 'required' },
    transferAll: { method: 'POST', path: relay('GCS_walletTransferAll'), token: 'required' },
    transferUpline: { method: 'POST', path: passwordChecked('MCS2_transferToUpline'), token: 'required', encrypted: true },
    depositChannels: { method: 'GET', path: '/wps/v2/deposit/channels', token: 'required' },
    deposit: { method: 'POST', path: '/wps/v2/deposit', token: 'required' },
    withdrawInfo: { method: 'GET', path: '/wps/v2/withdraw/info', token: 'required' },
    addBankAccount: { method: 'POST', path: '/wps/v2/withdraw/bank-accounts', token: 'required' },
    withdraw: { method: 'POST', path: passwordChecked('MCS2_withdraw'), token: 'required', encrypted: true },
    confirmReceipt: { method: 'POST', path: '/wps/v2/withdraw/receipt', token: 'required' },
    transactions: { method: 'GET', path: '/wps/v2/records/transactions', token: 'required' },
    bets: { method: 'GET', path: '/wps/v2/records/bets', token: 'required' },
    profit: { method: 'GET', path: '/wps/v2/records/profit', token: 'required' },
    bonuses: { method: 'GET', path: '/wps/v2/records/bonuses', token: 'required' },
  },
  games: {
    vendorLanes: { method: 'GET', path: relay('GCSGAME_newGameVendor') },
    hotGames: { method: 'GET', path: relay('GCSGAME_hotGamesV2') },
    gameList: { method: 'GET', path: relay('GCSGAME_gameList'), token: 'optional' },
    vendorGameTypes: { method: 'GET', path: relay('GCSGAME_getVassGameType'), token: 'optional' },
    favouriteIds: { method: 'GET', path: relay('MCSFE_getFavoriteGames'), token: 'required' },
    favouriteList: { method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), token: 'required' },
    addFavourite: { method: 'POST', path: relay('MCSFE_addFavoriteGameV2'), token: 'required' },
    removeFavourite: { method: 'DELETE', path: relay('MCSFE_removeFavoriteGameV2'), token: 'required' },
    recentGames: { method: 'GET', path: relay('GCS_recentGame'), token: 'required' },
    roomList: { method: 'GET', path: relay('GLS2_roomList'), token: 'required' },
    launchGame: { method: 'GET', path: '/wps/game/launchGame', token: 'required' },
    trialLaunch: { method: 'GET', path: relay('GCS_gameTrialLaunch') },
  },
  lottery: {
    gameMenus: { method: 'GET', path: '/lgw/games/game_menus' },
    popular: { method: 'GET', path: '/lgw/games/popular' },
    vnGameMenu: { method: 'GET', path: '/lgw/vn/games/game_menu' },
    vnRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: 'required' },
    vnNumbers: { method: 'GET', path: '/lgw/vn/numeros/opened/game' },
    openedNumbers: { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: 'required' },
    launchLobby: { method: 'GET', path: '/wps/game/launchGame', token: 'required' },
  },
  promotions: {
    announcements: { method: 'GET', path: relay('MCSFE_getListAnnouncements'), token: 'optional' },
    joinPromotion: { method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), token: 'required' },
    requestReward: { method: 'POST', path: relay('MCSFE_signUpRequestReward'), token: 'required' },
    missionSummary: { method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), token: 'required' },
    missionLeaderboard: { method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), token: 'required' },
    claimRaffle: { method: 'POST', path: relay('MCS2_claimRafflePromotion'), token: 'required' },
    // Spec §2 "activity apply with image upload": path ours (docs/decisions.md, "Content").
    applyPromotion: { method: 'POST', path: relay('MCSFE_signUpPromotionApply'), token: 'required' },
    rewardCenter: { method: 'GET', path: relay('MCSFE_getRewardCenter'), token: 'required' },
    winnerBoard: { method: 'GET', path: relay('ODSFE2_getWinnerBoard') },
  },
  points: {
    balance: { method: 'GET', path: relay('MCS2_getPointBalance'), token: 'required' },
    rewards: { method: 'GET', path: relay('MCS2_getPointReward'), token: 'required' },
    redeem: { method: 'POST', path: passwordChecked('MCS2_redeemPointReward'), token: 'required', encrypted: true },
    redemptions: { method: 'GET', path: relay('MCS2_getRedeemPointList'), token: 'required' },
    config: { method: 'GET', path: relay('MCS2_getPointConfig'), token: 'required' },
    convert: { method: 'POST', path: passwordChecked('MCS2_convertPoint'), token: 'required', encrypted: true },
    transactions: { method: 'GET', path: relay('ODSFE2_MemTransDet'), token: 'required' },
  },
  agent: {
    contractInfo: { method: 'GET', path: '/wps/member/info/funds/consolidated', token: 'required' },
    dividend: { method: 'GET', path: relay('MCS2_processDividendReq'), token: 'required' },
    dailySalary: { method: 'GET', path: relay('MCS2_processDailySalContract'), token: 'required' },
    hourlySalary: { method: 'POST', path: relay('MCS2_processContractHourSalary'), token: 'required' },
    realTimeSalary: { method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), token: 'required' },
    // The agent center's team calls are not in spec §7: ours (docs/decisions.md, "Agent center").
    announcements: { method: 'GET', path: '/wps/agent/announcements', token: 'required' },
    teamOverview: { method: 'GET', path: '/wps/agent/team/overview', token: 'required' },
    invite: { method: 'GET', path: '/wps/agent/invite', token: 'required' },
    downlines: { method: 'GET', path: '/wps/agent/team/downlines', token: 'required' },
    registerDownline: { method: 'PUT', path: '/wps/agent/team/downlines', token: 'required', encrypted: true },
    transferToDownline: { method: 'POST', path: '/wps/agent/team/transfer', token: 'required' },
    teamBets: { method: 'GET', path: '/wps/agent/team/bets', token: 'required' },
    profitLoss: { method: 'GET', path: '/wps/agent/team/profitLoss', token: 'required' },
    income: { method: 'GET', path: '/wps/agent/income', token: 'required' },
    downlineTransactions: { method: 'GET', path: '/wps/agent/team/transactions', token: 'required' },
    creditReport: { method: 'GET', path: '/wps/agent/creditReport', token: 'required' },
  },
  system: {
    status: { method: 'GET', path: '/wps/system/status' },
    permission: { method: 'GET', path: '/wps/system/whitelabel' },
    registerSettings: { method: 'GET', path: '/wps/system/setting/register' },
    routers: { method: 'GET', path: '/wps/system/routers' },
    countries: { method: 'GET', path: '/wps/system/country' },
    domainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
    helpCenter: { method: 'GET', path: '/wps/system/helpCenter' },
  },
} as const satisfies Record<string, Record<string, CallSpec>>;

export type Domain = keyof typeof CALLS;
