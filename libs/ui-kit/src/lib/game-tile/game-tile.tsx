import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Gamepad2, Heart } from 'lucide-react';
import { Badge } from '../badge/badge';
import { Skeleton } from '../feedback/skeleton';
import { focusRing } from '../common/styles';

/** The picture's intrinsic size: its width and height attributes give the browser the shape before the image arrives. */
const GAME_TILE_IMAGE = { width: 320, height: 240 } as const;
/** Every tile's picture has one shape, so a lobby's grid never jumps while images load. */
export const GAME_TILE_ASPECT_RATIO = `${GAME_TILE_IMAGE.width} / ${GAME_TILE_IMAGE.height}`;

export interface GameTileProps {
  name: string;
  vendor: string;
  imageUrl?: string;
  hot?: boolean;
  isNew?: boolean;
  /** Omit to show no favourite toggle (guests). */
  favourite?: boolean;
  onToggleFavourite?: () => void;
  /** Launches the game. */
  onOpen: () => void;
}

const Tile = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
  overflow: hidden;
`;

const Open = styled.button`
  font: inherit;
  display: flex;
  flex-direction: column;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  outline-offset: calc(-1 * ${({ theme }) => theme.focusRing.width});
`;

const Picture = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  inline-size: 100%;
  aspect-ratio: ${GAME_TILE_ASPECT_RATIO};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  svg {
    inline-size: ${({ theme }) => theme.size.touch};
    block-size: ${({ theme }) => theme.size.touch};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  padding-inline-end: ${({ theme }) => theme.size.touch};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Vendor = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Badges = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Favourite = styled.button`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  display: grid;
  place-items: center;
  min-inline-size: ${({ theme }) => theme.size.touch};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

/**
 * A game in a lobby: the picture and name open it; the heart is its own button (a toggle, pressed
 * when the game is a favourite), never nested inside the open button.
 */
export function GameTile({ name, vendor, imageUrl, hot = false, isNew = false, favourite, onToggleFavourite, onOpen }: GameTileProps) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const id = useId();
  return (
    <Tile>
      {/* Named by the game, described by its vendor: "Fortune Tiger, button, PG Soft". */}
      <Open type="button" onClick={onOpen} aria-labelledby={`${id}-name`} aria-describedby={`${id}-vendor`}>
        <Picture>
          {imageUrl && !broken ? (
            <img
              src={imageUrl}
              alt=""
              width={GAME_TILE_IMAGE.width}
              height={GAME_TILE_IMAGE.height}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
            />
          ) : (
            <Gamepad2 aria-hidden focusable={false} />
          )}
        </Picture>
        <Text>
          <Name id={`${id}-name`}>{name}</Name>
          <Vendor id={`${id}-vendor`}>{vendor}</Vendor>
        </Text>
      </Open>
      {(hot || isNew) && (
        <Badges>
          {hot && <Badge tone="danger">{intl.formatMessage({ id: 'ui.gameTile.hot' })}</Badge>}
          {isNew && <Badge tone="primary">{intl.formatMessage({ id: 'ui.gameTile.new' })}</Badge>}
        </Badges>
      )}
      {favourite !== undefined && onToggleFavourite && (
        <Favourite
          type="button"
          aria-pressed={favourite}
          aria-label={intl.formatMessage({ id: 'ui.gameTile.favourite' }, { name })}
          onClick={onToggleFavourite}
        >
          <Heart aria-hidden focusable={false} />
        </Favourite>
      )}
    </Tile>
  );
}

const SkeletonText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
`;

const SkeletonPicture = styled.span`
  display: block;
  aspect-ratio: ${GAME_TILE_ASPECT_RATIO};
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** The tile's shape while the lobby loads. */
export function GameTileSkeleton() {
  return (
    <Tile aria-hidden data-skeleton="">
      <SkeletonPicture />
      <SkeletonText>
        <Skeleton inlineSize="80%" />
        <Skeleton inlineSize="50%" />
      </SkeletonText>
    </Tile>
  );
}
