import { ContentPlaceholder } from './content-placeholder';

/** `/promoDetail`: one promotion. */
export default function PromoDetailPage() {
  return <ContentPlaceholder page="promoDetail" />;
}
