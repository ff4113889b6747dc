import { ContentPlaceholder } from './content-placeholder';

/** `/join`: joining as an agent. */
export default function JoinPage() {
  return <ContentPlaceholder page="join" />;
}
