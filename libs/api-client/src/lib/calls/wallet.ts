import { passwordChecked, relay, type CallSpec } from './call-spec';

/** Balance, transfers, deposits, withdrawals and records (spec §7). */
export const WALLET_CALLS = {
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', token: 'required', answer: 'object' },
  transfer: { method: 'POST', path: relay('GCS_walletTransfer'), token: 'required', answer: 'object' },
  merchantWallet: { method: 'GET', path: relay('GCS_merchantWallet'), token: 'required', answer: 'object' },
  transferAll: { method: 'POST', path: relay('GCS_walletTransferAll'), token: 'required', answer: 'object' },
  transferUpline: {
    method: 'POST',
    path: passwordChecked('MCS2_transferToUpline'),
    token: 'required',
    encrypted: true,
    answer: 'object',
    paymentPassword: true,
  },
  depositChannels: { method: 'GET', path: '/wps/v2/deposit/channels', token: 'required', answer: 'array' },
  deposit: { method: 'POST', path: '/wps/v2/deposit', token: 'required', answer: 'object' },
  withdrawInfo: { method: 'GET', path: '/wps/v2/withdraw/info', token: 'required', answer: 'object' },
  addBankAccount: { method: 'POST', path: '/wps/v2/withdraw/bank-accounts', token: 'required', answer: 'object' },
  withdraw: {
    method: 'POST',
    path: passwordChecked('MCS2_withdraw'),
    token: 'required',
    encrypted: true,
    answer: 'object',
    paymentPassword: true,
  },
  confirmReceipt: { method: 'POST', path: '/wps/v2/withdraw/receipt', token: 'required', answer: 'object' },
  transactions: { method: 'GET', path: '/wps/v2/records/transactions', token: 'required', answer: 'object' },
  bets: { method: 'GET', path: '/wps/v2/records/bets', token: 'required', answer: 'object' },
  profit: { method: 'GET', path: '/wps/v2/records/profit', token: 'required', answer: 'array' },
  bonuses: { method: 'GET', path: '/wps/v2/records/bonuses', token: 'required', answer: 'object' },
} as const satisfies Record<string, CallSpec>;
