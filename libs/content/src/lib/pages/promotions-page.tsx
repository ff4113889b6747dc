import { ContentPlaceholder } from './content-placeholder';

/** `/promotions`: the promotions by category. */
export default function PromotionsPage() {
  return <ContentPlaceholder page="promotions" />;
}
