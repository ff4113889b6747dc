import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isPreloaded } from '@wl/ui-kit';
import { imageCache } from './image-cache';
import { DefaultGameIcon } from './default-game-icon';

/** Spec §9: an image loads once a tenth of it is in view. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** Game and vendor art is square (the sandbox's icons are 160 px): the attributes give the shape before the image arrives. */
const ART_SIZE = 160;

const Img = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Placeholder = styled.span`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.skeleton};
`;

interface LazyImageProps {
  /** `undefined` while the picture's address is not known yet (its host): the placeholder shows. */
  src: string | undefined;
  alt: string;
}

/**
 * A game image that loads when it scrolls into view, is tried once, and shows the default game icon
 * when it fails (spec §8, §9). One the page preloaded (a lobby's first game) is already asked for, so
 * it shows at once: waiting for the observer would only hold back the page's largest paint. Each
 * address gets its own attempt: a tile whose address changes (its host arrived, another game took
 * its place) starts afresh rather than keep the last one's failure.
 */
export function LazyImage({ src, alt }: LazyImageProps) {
  return src === undefined ? <Placeholder /> : <ImageAttempt key={src} src={src} alt={alt} />;
}

function ImageAttempt({ src, alt }: { src: string; alt: string }) {
  const known = imageCache.get(src);
  const [preloaded] = useState(() => src !== '' && isPreloaded(src));
  const [visible, setVisible] = useState(known !== undefined || preloaded);
  const [failed, setFailed] = useState(known === 'failed' || !src);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (failed) return <DefaultGameIcon label={alt} />;
  if (!visible) return <Placeholder ref={ref} />;
  return (
    <Img
      src={src}
      alt={alt}
      width={ART_SIZE}
      height={ART_SIZE}
      // A preloaded picture is the page's largest paint: decoded with the frame that first shows it.
      decoding={preloaded ? 'sync' : 'async'}
      onLoad={() => imageCache.set(src, 'loaded')}
      onError={() => {
        imageCache.set(src, 'failed');
        setFailed(true);
      }}
    />
  );
}
