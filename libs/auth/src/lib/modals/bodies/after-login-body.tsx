import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  promoDetailPath,
  siteAnnouncements,
  useGetAnnouncementsQuery,
  useGetMessagesQuery,
  useReadMessagesMutation,
  type LoginResult,
  type Notice,
  type PlatformMessage,
} from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { DateTime, useLanguage } from '@wl/i18n';
import { selectIsTrial, selectSession, useCloseWhenAccountGoes } from '@wl/session';
import { bareList, Button, SafeHtml, Skeleton, VisuallyHidden, type ModalBodyProps } from '@wl/ui-kit';
import { markPopupsSeen, unseenPopups, useSeenPopupsKey } from './seen-popups';

export interface AfterLoginModalProps {
  /** The login before this one, from the login answer. */
  lastLogin?: LoginResult['lastLogin'];
  /** A first login's: the brand's name, for the title's welcome to it (`auth-modals.tsx`). */
  welcomeTo?: string;
}

/** Unread messages listed at most; the member center has the rest. */
export const AFTER_LOGIN_MESSAGES = 5;

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  ul {
    ${bareList}
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Opened = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

function UnreadMessage({ message }: { message: PlatformMessage }) {
  const [open, setOpen] = useState(false);
  const [read] = useReadMessagesMutation();
  return (
    <li>
      <Button
        variant="secondary"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          // Opening a message reads it, as in the member center.
          if (!open) void read({ messageIds: [message.messageId] });
        }}
      >
        {message.title}
      </Button>
      {open && (
        <Opened>
          <SafeHtml html={message.content} />
        </Opened>
      )}
    </li>
  );
}

const NONE: never[] = [];
const messageId = (message: PlatformMessage) => message.messageId;
const noticeId = (notice: Notice) => notice.id;

/**
 * The items picked from a list's first answer, each as the latest answer has it: a later answer (a read
 * marked, another language) may retitle them but neither takes one away nor slides another in. Null until
 * the first answer.
 */
function useKeptFromFirst<T>(latest: readonly T[] | undefined, pick: (first: readonly T[]) => T[], idOf: (item: T) => number): T[] | null {
  const [kept, setKept] = useState<T[] | null>(null);
  if (kept === null && latest) setKept(pick(latest));
  return useMemo(() => kept && kept.map((item) => latest?.find((now) => idOf(now) === idOf(item)) ?? item), [kept, latest, idOf]);
}

/** The last login's country, sent as a code (`PH`), by its name in the player's language; the code where the runtime cannot name it. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    // A runtime without Intl.DisplayNames, or a value that is not a region code.
    return code;
  }
}

/**
 * Spec §2, §4: what the player should know right after logging in — the last login's time and
 * place, unread messages (opened in place), promotions to join and pop-up notices (type PU) not yet
 * seen. With nothing to say it closes itself.
 */
export default function AfterLoginBody({ props, close }: ModalBodyProps<AfterLoginModalProps>) {
  const { locale } = useIntl();
  const trial = useSelector(selectIsTrial);
  const session = useSelector(selectSession);
  const account = session.status === 'loggedIn' ? session.account : '';
  const seenKey = useSeenPopupsKey(session.status === 'loggedIn' ? session.merchant : '', account);
  // It is the account's it opened for: its last login and kept messages are not for a guest, nor the next player.
  useCloseWhenAccountGoes(close);
  // Spec §6: a trial account does not fetch messages.
  const { language } = useLanguage();
  const messages = useGetMessagesQuery({ pageNum: 1, pageSize: AFTER_LOGIN_MESSAGES * 4, language }, { skip: trial || !account });
  const announcements = useGetAnnouncementsQuery(siteAnnouncements(useBrand(), language));
  // The unread messages and unseen pop-ups of the first answers. Opening a message marks it read and the list is
  // asked again, which must not take away the message being read (and its focused button), slide another in, or
  // empty the modal; pop-ups are marked seen as they show. A language switch retitles what is kept.
  const unread =
    useKeptFromFirst(
      messages.data?.content,
      (content) => content.filter((message) => !message.read).slice(0, AFTER_LOGIN_MESSAGES),
      messageId,
    ) ?? NONE;
  const promotions: Notice[] = announcements.data?.promotion ?? NONE;
  // A failed call has no pop-ups to show: the rest is still worth saying, and the modal must not wait on it for good.
  const popupAnswer = announcements.data ? (announcements.data.popup ?? NONE) : announcements.isError ? NONE : undefined;
  // Picked once the account's key in the seen record is worked out too.
  const popups = useKeptFromFirst(
    seenKey === undefined ? undefined : popupAnswer,
    (popup) => unseenPopups(seenKey ?? null, popup),
    noticeId,
  );
  useEffect(() => {
    if (popups && seenKey !== undefined) markPopupsSeen(seenKey, popups);
  }, [popups, seenKey]);

  const loading = (!trial && messages.isLoading) || announcements.isLoading || popups === null;
  const nothingToSay = !loading && !props.lastLogin && unread.length === 0 && promotions.length === 0 && (popups ?? NONE).length === 0;
  useEffect(() => {
    if (nothingToSay) close();
  }, [nothingToSay, close]);
  const { lastLogin } = props;

  if (loading) {
    return (
      // Said at once, as the modal's own loading was: a busy status would be held back, and skeletons say nothing.
      <div role="status">
        <VisuallyHidden>
          <FormattedMessage id="system.loading" />
        </VisuallyHidden>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  return (
    <>
      {lastLogin && (
        <Muted>
          <FormattedMessage
            id="auth.afterLogin.lastLogin"
            values={{ time: <DateTime value={lastLogin.time} />, ip: lastLogin.ip, country: countryName(lastLogin.country, locale) }}
          />
        </Muted>
      )}
      {unread.length > 0 && (
        <Section aria-labelledby="after-login-messages">
          <h3 id="after-login-messages">
            <FormattedMessage id="auth.afterLogin.unreadMessages" values={{ count: unread.length }} />
          </h3>
          <ul>
            {unread.map((message) => (
              <UnreadMessage key={message.messageId} message={message} />
            ))}
          </ul>
        </Section>
      )}
      {promotions.length > 0 && (
        <Section aria-labelledby="after-login-promotions">
          <h3 id="after-login-promotions">
            <FormattedMessage id="auth.afterLogin.promotions" />
          </h3>
          <ul>
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <Link to={promoDetailPath(promotion.id)} onClick={close}>
                  {promotion.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {(popups ?? NONE).map((notice) => (
        <Section key={notice.id} aria-label={notice.title}>
          <h3>{notice.title}</h3>
          <SafeHtml html={notice.content} />
        </Section>
      ))}
      <Button onClick={close}>
        <FormattedMessage id="auth.afterLogin.done" />
      </Button>
    </>
  );
}
