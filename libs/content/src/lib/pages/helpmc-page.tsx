import { ContentPlaceholder } from './content-placeholder';

/** `/helpmc`: the help-center page, without header (spec §2); open to guests. */
export default function HelpmcPage() {
  return <ContentPlaceholder page="helpmc" />;
}
