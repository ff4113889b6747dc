import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useGetAnnouncementsQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { bareList, CallFailure, SafeHtml } from '@wl/ui-kit';
import type { GameSections } from '../home/game-sections';
import { HomeSkeleton } from '../home/home-feedback';

/** Spec §1 announcement type H: the hot announcements, asked for only by a brand that offers it. */
export const HOT_ANNOUNCEMENT_TYPE = 'H';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Notices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.sheet}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${bareList}

  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Notice = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/**
 * `/hot`: the hot games of every category (the games domain's section, handed in by the site) and
 * the hot announcements (type H, when the brand offers it), their operator HTML through `SafeHtml`.
 * The games wrap into as many rows as they need, so the news under them shows once the games have
 * their height: shown before, they would be pushed down the page as the games arrive.
 */
export default function HotPage({ games }: { games?: GameSections }) {
  // The brand config names the announcement types its operator publishes (spec §1), as the site's
  // own call keeps to: a brand without H has no hot news to ask for, nor to wait for.
  const offersHot = useBrand().announcementTypes.includes(HOT_ANNOUNCEMENT_TYPE);
  const hot = useGetAnnouncementsQuery(
    { types: HOT_ANNOUNCEMENT_TYPE, execution: HOT_ANNOUNCEMENT_TYPE, language: useLanguage().language },
    { skip: !offersHot },
  );
  const [gamesSettled, setGamesSettled] = useState(!games);
  const settle = useCallback(() => setGamesSettled(true), []);
  return (
    <Page>
      <h1>
        <FormattedMessage id="page.hot.title" />
      </h1>
      {games && <games.HotGames ownPage onSettled={settle} />}
      {!offersHot || !gamesSettled ? null : hot.error ? (
        <CallFailure error={hot.error} onRetry={() => void hot.refetch()} retrying={hot.isFetching} />
      ) : !hot.data ? (
        <HomeSkeleton aria-busy="true" />
      ) : (
        (hot.data.hot?.length ?? 0) > 0 && (
          <section aria-labelledby="hot-news">
            <h2 id="hot-news">
              <FormattedMessage id="home.hotNews" />
            </h2>
            <Notices>
              {hot.data.hot?.map((notice) => (
                <Notice key={notice.id}>
                  <h3>
                    {/* The operator's title, in its own direction. */}
                    <bdi>{notice.title}</bdi>
                  </h3>
                  <SafeHtml html={notice.content} />
                </Notice>
              ))}
            </Notices>
          </section>
        )
      )}
    </Page>
  );
}
