import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ShellPlaceholder } from './shell-placeholder';

/** Any path the site map does not know: said plainly, with the way home. */
export default function NotFoundPage() {
  return (
    <ShellPlaceholder page="notFound">
      <p>
        <Link to="/">
          <FormattedMessage id="nav.home" />
        </Link>
      </p>
    </ShellPlaceholder>
  );
}
