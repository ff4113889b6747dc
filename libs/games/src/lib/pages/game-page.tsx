import { FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { PagePlaceholder } from '@wl/ui-kit';

/** Spec §2 game page routes (parameter `game`, the vendor), by their category's navigation name. */
const TITLE_KEYS: Record<string, string> = {
  sports: 'nav.category.SPORTS',
  esports: 'nav.category.ESPORTS',
  cockfight: 'nav.category.COCKFIGHT',
};

/** `/sports`, `/esports`, `/cockfight` with their optional vendor; the lobby comes with the games work. */
export default function GamePage() {
  const { game } = useParams();
  const route = useLocation().pathname.split('/')[1];
  return (
    <PagePlaceholder
      title={<FormattedMessage id={TITLE_KEYS[route] ?? 'nav.category.SPORTS'} />}
      description={<FormattedMessage id="page.game.placeholder" />}
    >
      {game && (
        <p>
          <FormattedMessage id="page.game.vendor" values={{ vendor: game }} />
        </p>
      )}
    </PagePlaceholder>
  );
}
