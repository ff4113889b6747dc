/** Member center, profile, avatar, messages, missions and referral. */
export {
  MEMBER_CENTER_ENTRIES,
  MEMBER_PROFILE_PAGE,
  MISSION_ENTRY,
  isMemberCenterEntry,
  type MemberCenterEntry,
} from './lib/center/member-center-entries';
export { MemberCenter, type MemberCenterProps } from './lib/center/member-center';

/** The member center's modal body is its own chunk, loaded when the center first opens. */
export const loadMemberCenterBody = () => import('./lib/center/member-center-body');
