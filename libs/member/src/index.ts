/** Member center, profile, avatar, messages, missions and referral. */
export {
  MEMBER_CENTER_ENTRIES,
  MEMBER_PROFILE_PAGE,
  MISSION_ENTRY,
  isMemberCenterEntry,
  type MemberCenterEntry,
} from './lib/center/member-center-entries';
export { MemberCenter, type MemberCenterProps, type MemberCenterPages } from './lib/center/member-center';
/** The center's modal body; the site renders it from its own lazily loaded body with the wallet's pages. */
export { MemberCenterBody } from './lib/center/member-center-body';
