import type { HTMLInputTypeAttribute } from 'react';

/**
 * The register settings' fields (spec §5, docs/api-contract.md) the form shows only when the server
 * enables them, in the order they appear on the form.
 */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'nickname',
  'email',
  'mobileNum',
  'birthday',
  'idNumber',
  'qqNum',
  'wechat',
  'line',
  'whatsapp',
  'facebook',
  'zalo',
  'paymentPassword',
  'recommenderId',
] as const;
export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number];

/** How each optional field is typed, so phones and password managers fill it well. */
export const FIELD_INPUTS: Record<
  OptionalRegisterField,
  { type?: HTMLInputTypeAttribute; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }
> = {
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  birthday: { autoComplete: 'bday' },
  idNumber: { autoComplete: 'off' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  line: { autoComplete: 'off' },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  facebook: { autoComplete: 'off' },
  zalo: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  recommenderId: { autoComplete: 'off' },
};

/** Each field's label. */
export const FIELD_LABEL_KEYS: Record<OptionalRegisterField | 'affiliateCode' | 'username' | 'password' | 'confirmPassword', string> = {
  username: 'auth.field.username',
  password: 'auth.field.password',
  confirmPassword: 'auth.field.confirmPassword',
  payeeName: 'auth.field.payeeName',
  nickname: 'auth.field.nickname',
  email: 'auth.field.email',
  mobileNum: 'auth.field.mobileNum',
  birthday: 'auth.field.birthday',
  idNumber: 'auth.field.idNumber',
  qqNum: 'auth.field.qqNum',
  wechat: 'auth.field.wechat',
  line: 'auth.field.line',
  whatsapp: 'auth.field.whatsapp',
  facebook: 'auth.field.facebook',
  zalo: 'auth.field.zalo',
  paymentPassword: 'auth.field.paymentPassword',
  recommenderId: 'auth.field.recommenderId',
  affiliateCode: 'auth.field.affiliateCode',
};
