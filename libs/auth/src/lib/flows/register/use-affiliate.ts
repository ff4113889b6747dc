import { useSearchParams } from 'react-router-dom';
import { ERROR_MESSAGE_KEYS, isApiError, useCheckAffiliateQuery } from '@wl/api-client';

/** The query parameters a referral link carries (spec §2: `/register?referralCode=…`; the affiliate code is ours). */
export const REFERRAL_CODE_PARAM = 'referralCode';
export const AFFILIATE_CODE_PARAM = 'affiliateCode';

/**
 * The referral and affiliate codes of the link the player came by (spec §4). The affiliate code is
 * checked with the server at once; `failed` says the server refused it (spec §8: invitation_code_error),
 * so the form shows the field with that warning. A check that got no answer refuses nothing: the
 * code goes with the registration, which the server checks again.
 */
export function useReferralCodes(referralFromModal?: string): {
  referralCode: string;
  affiliateCode: string;
  affiliateFailed: boolean;
  /** The server's check accepted the link's affiliate code: a later refusal of an invitation code is not about it. */
  affiliateAccepted: boolean;
} {
  const [params] = useSearchParams();
  const referralCode = referralFromModal || params.get(REFERRAL_CODE_PARAM) || '';
  const affiliateCode = params.get(AFFILIATE_CODE_PARAM) ?? '';
  // The site's address as registration sends it (`domain`) and the status call (`host`): with the port, if any.
  const { data, error } = useCheckAffiliateQuery({ code: affiliateCode, domain: globalThis.location?.host }, { skip: !affiliateCode });
  const refused = isApiError(error) && error.messageKey === ERROR_MESSAGE_KEYS.invitationCode;
  return { referralCode, affiliateCode, affiliateFailed: refused, affiliateAccepted: data !== undefined && !error };
}
