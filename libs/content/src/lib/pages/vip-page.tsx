import { ContentPlaceholder } from './content-placeholder';

/** `/vip`: the VIP page, shown without header or footer (spec §2). */
export default function VipPage() {
  return <ContentPlaceholder page="vip" />;
}
