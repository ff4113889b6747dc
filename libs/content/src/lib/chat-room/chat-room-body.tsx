import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import styled, { useTheme } from 'styled-components';
import { ERROR_MESSAGE_KEYS, errorActionProps, errorMessageKey, trustedPageUrl } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { ErrorState, Skeleton, useFocusAfterRetry, VENDOR_FRAME_SANDBOX, type ModalBodyProps } from '@wl/ui-kit';
import { customerServicePath, type CustomerServiceChannel } from '../customer-service/use-open-customer-service';

/** Spec §9: customer service inside a dialog is 440 × 750. */
export const CHAT_ROOM_SIZE = { width: 440, height: 750 } as const;

const Frame = styled.iframe`
  display: block;
  inline-size: min(100%, ${CHAT_ROOM_SIZE.width}px);
  block-size: min(${({ theme }) => theme.layout.dialogFrameReach}, ${CHAT_ROOM_SIZE.height}px);
  margin-inline: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The room's header strip in the brand's chat header colour (spec §1 brand config), its text black or
 * white, whichever reads better on it (the theme's `onChatHeader`), so any brand colour passes AA.
 */
const Header = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.chatHeader};
  color: ${({ theme }) => theme.colors.onChatHeader};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** A failure as the error state shows it: the catalogued message and the player's action (docs/errors.md). */
type Failure = { messageKey: string } & ReturnType<typeof errorActionProps>;

/**
 * The chat room is customer service itself: where the catalogue sends the player to customer service,
 * here it can only ask again (and the site's action handlers do not reach modal bodies).
 */
const inChatRoom = (failure: Failure): Failure => (failure.action === 'contactSupport' ? { ...failure, action: 'retry' } : failure);

/** docs/errors.md `invalid-url`: a path the server sent that is neither https nor the site's own. */
const REFUSED_PATH: Failure = inChatRoom({ messageKey: ERROR_MESSAGE_KEYS.invalidUrl, action: 'contactSupport' });

const failureOf = (error: unknown): Failure => inChatRoom({ messageKey: errorMessageKey(error), ...errorActionProps(error) });

/** A failure stays on screen while its Try again is answered (`retrying`). */
type State = { status: 'loading' } | { status: 'ready'; url: string } | ({ status: 'failed'; retrying?: boolean } & Failure);

/** The chat room modal (spec §2): the customer-service channel of spec §7, embedded. */
export default function ChatRoomBody({ props }: ModalBodyProps<{ channel?: CustomerServiceChannel }>) {
  const intl = useIntl();
  const theme = useTheme();
  const brand = useBrand();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    customerServicePath(dispatch, props.channel)
      .then((path) => {
        const url = trustedPageUrl(path, window.location.origin);
        if (live) setState(url ? { status: 'ready', url } : { status: 'failed', ...REFUSED_PATH });
      })
      .catch((error: unknown) => live && setState({ status: 'failed', ...failureOf(error) }));
    return () => {
      live = false;
    };
  }, [dispatch, props.channel, attempt]);

  // A retry keeps the failure and its busy Try again in place: a skeleton would drop the focus from under the player.
  const retry = () => {
    setState((current) => (current.status === 'failed' ? { ...current, retrying: true } : current));
    setAttempt((n) => n + 1);
  };

  // Try again answered with the room: the focus goes to the room, not the page.
  const frame = useRef<HTMLIFrameElement>(null);
  useFocusAfterRetry(state.status === 'ready' ? 'content' : state.status === 'failed' ? 'failure' : 'loading', {
    content: () => frame.current?.focus(),
  });

  return (
    <>
      <Header>
        <FormattedMessage id="content.chatRoom.header" values={{ brand: brand.name }} />
      </Header>
      {state.status === 'loading' ? (
        <Skeleton blockSize={theme.size.tile} />
      ) : state.status === 'failed' ? (
        <ErrorState
          message={<FormattedMessage id={state.messageKey} />}
          action={state.action}
          waitMinutes={state.waitMinutes}
          onRetry={retry}
          retrying={state.retrying}
        />
      ) : (
        <Frame ref={frame} src={state.url} title={intl.formatMessage({ id: 'modal.chatRoom.title' })} sandbox={VENDOR_FRAME_SANDBOX} />
      )}
    </>
  );
}
