import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { markPopupsShownOnHome, mutePopupsToday, popupsDue } from '@wl/api-client';
import { Button, Checkbox, isFocusLost, SafeHtml, useTakeFocus } from '@wl/ui-kit';
import { safeLocalStorage, safeSessionStorage } from '@wl/i18n';
import { WebPageLink } from '../web-page-link';
import { useHomeAnnouncements } from './use-home-announcements';

/*
 * A floating card (a complementary landmark), not a modal: the notice is read while the page stays
 * usable; Escape or its button dismisses it.
 */
const Card = styled.aside`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.floating};
  inset-block-end: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  inset-inline-end: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(${({ theme }) => theme.size.toast}, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-block-size: ${({ theme }) => theme.layout.floatingCardReach};
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  /* Focused to be read from its name as it shows, not as a control: the site's thick ring round the whole card, on
     every first visit, read as an error. A keyboard (which scrolls a long notice with the arrows) sees a thin one
     inside its edge. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.size.borderStrong} solid ${theme.colors.focus}`};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.borderStrong});
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The card takes the focus as each notice shows, so a keyboard or screen-reader player lands in it (its name is
 * read, Escape is heard) without Tabbing past the whole page; the focus goes back where it was once it is dismissed.
 * Only from a player not busy elsewhere: the focus is where a load or a new page leaves it (the body, `<main>`),
 * so typing a login or Tabbing the header is not interrupted. Drawn inside the Suspense boundary, it looks when
 * its text is ready.
 */
function FocusedCard({ noticeId, ...props }: ComponentProps<typeof Card> & { noticeId: number }) {
  const card = useRef<HTMLElement>(null);
  const [idle] = useState(() => isFocusLost() || !!document.activeElement?.matches('main'));
  useTakeFocus(card, idle, noticeId);
  return <Card ref={card} tabIndex={-1} {...props} />;
}

/** Spec §2 home pop-up notices (type PU), one after another, once per session. */
export function PopupNotices() {
  const intl = useIntl();
  const { data } = useHomeAnnouncements();
  const popups = data?.popup ?? [];
  const [due] = useState(() => popupsDue(safeSessionStorage(), safeLocalStorage()));
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(false);

  // All of them count as shown from the first: the card goes through them, so the after-login modal leaves them out.
  const ids = popups.map((popup) => popup.id).join();
  useEffect(() => {
    if (due && ids) markPopupsShownOnHome(ids.split(',').map(Number));
  }, [due, ids]);

  const notice = popups[index];
  if (!due || !notice) return null;
  const close = () => {
    if (muted) {
      mutePopupsToday();
      setIndex(popups.length);
    } else setIndex((i) => i + 1);
  };
  // The card floats over the page's foot: it appears once its text is ready, never growing upwards.
  return (
    <Suspense fallback={null}>
      <FocusedCard
        noticeId={notice.id}
        aria-labelledby="home-popup-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id="home-popup-title">
          {/* The operator's title, in its own direction. */}
          <bdi>{notice.title}</bdi>
        </h2>
        <SafeHtml html={notice.content} suspends />
        <WebPageLink link={notice.externalLink}>
          <FormattedMessage id="notice.externalLink" />
        </WebPageLink>
        <Footer>
          <Checkbox
            label={<FormattedMessage id="home.popup.muteToday" />}
            checked={muted}
            onChange={(event) => setMuted(event.target.checked)}
          />
          <Button onClick={close}>
            {intl.formatMessage({ id: index + 1 < popups.length && !muted ? 'home.popup.next' : 'home.popup.close' })}
          </Button>
        </Footer>
      </FocusedCard>
    </Suspense>
  );
}
