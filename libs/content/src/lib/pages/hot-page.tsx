import { ContentPlaceholder } from './content-placeholder';

/** `/hot`: the hot games. */
export default function HotPage() {
  return <ContentPlaceholder page="hot" />;
}
