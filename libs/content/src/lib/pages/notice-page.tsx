import { ContentPlaceholder } from './content-placeholder';

/** `/noticePage`: the announcements (spec §2: 9 a page, title and HTML body, pager). */
export default function NoticePage() {
  return <ContentPlaceholder page="notice" />;
}
