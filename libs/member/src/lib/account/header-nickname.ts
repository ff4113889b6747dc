import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useGetMemberInfoQuery } from '@wl/api-client';
import { nicknameKnown } from '@wl/session';
import { useIsRealAccount } from '../common/real-account';

/**
 * The header names the player by the nickname the member info carries (spec §3: a login answer has
 * none). Asked once the session starts and again whenever the profile changes (the `Member` tag), so a
 * nickname saved in the member center is the header's name at once, and it is kept with the session.
 */
export function useHeaderNickname() {
  const dispatch = useDispatch();
  const nickname = useGetMemberInfoQuery(undefined, { skip: !useIsRealAccount() }).data?.nickname;
  useEffect(() => {
    if (nickname !== undefined) dispatch(nicknameKnown(nickname));
  }, [dispatch, nickname]);
}
