import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '@wl/ui-kit';

/** Spec §2 electronic-game routes, by their navigation name. */
const TITLE_KEYS: Record<string, string> = {
  rng: 'nav.category.RNG',
  bgs: 'page.egame.bgs',
  bingo: 'nav.bingo',
  live: 'nav.category.LIVE',
  fish: 'nav.category.FISH',
  pvp: 'nav.category.PVP',
};

/**
 * `/rng`, `/bgs`, `/bingo`, `/live`, `/fish`, `/pvp` (parameter pageType; query vassalage; the slot
 * page's query `page` names the vendor). The game lists come with the games work.
 */
export default function EGamePage() {
  const route = useLocation().pathname.split('/')[1];
  const [query] = useSearchParams();
  const vendor = query.get('vassalage') ?? query.get('page');
  return (
    <PagePlaceholder
      title={<FormattedMessage id={TITLE_KEYS[route] ?? 'nav.category.RNG'} />}
      description={<FormattedMessage id="page.egame.placeholder" />}
    >
      {vendor && (
        <p>
          <FormattedMessage id="page.game.vendor" values={{ vendor }} />
        </p>
      )}
    </PagePlaceholder>
  );
}
