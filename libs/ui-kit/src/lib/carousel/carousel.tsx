import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useOnScreen } from '../common/on-screen';
import { usePrefersReducedMotion } from '../common/reduced-motion';
import { focusRing, mirroredInRtl } from '../common/styles';
import { tabbableIn } from '../modal/focus';

/** How long a slide shows before the next one. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** A horizontal drag at least this long (px) is a swipe; shorter ones are taps. */
const SWIPE_DISTANCE = 40;

export interface CarouselProps {
  /** Names the carousel ("Promotions"). */
  label: string;
  slides: readonly ReactNode[];
  autoPlay?: boolean;
  interval?: number;
}

const Region = styled.section`
  position: relative;
  /* Clipped, not a scroll container: focus moving to a slide still sliding in would scroll it (the browser's
     scroll-into-view and keepKeyboardFocusInView), and that offset would stay under every later turn. */
  overflow: hidden;
  overflow: clip;
  border-radius: ${({ theme }) => theme.radius.lg};
  touch-action: pan-y;
  ${focusRing}
`;

const Track = styled.div<{ $index: number; $animate: boolean }>`
  display: flex;
  transform: translateX(${({ $index }) => -100 * $index}%);
  transition: ${({ $animate, theme }) => ($animate ? `transform ${theme.motion.slow} ease` : 'none')};

  [dir='rtl'] & {
    transform: translateX(${({ $index }) => 100 * $index}%);
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-inline-size: 0;
`;

// Far enough from the carousel's edge for a control's focus ring, which the carousel clips.
const Controls = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A round button over moving content: the carousel's controls, the ticker's pause. Raised above it: the ticker's notices
 * leave its window under the pause (clipped, but laid out there), and a target under moving links reads as partly
 * covered (axe's target size; Lighthouse's accessibility was 97 on home).
 */
export const Control = styled.button`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: grid;
  place-items: center;
  min-inline-size: ${({ theme }) => theme.size.touch};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.card};
  cursor: pointer;
  ${focusRing}

  ${mirroredInRtl('svg[data-direction]')}
`;

/**
 * A carousel of slides (WAI-ARIA APG): previous/next and pause buttons, arrow keys, swipe. It
 * rotates only while it is on the screen and nothing holds the player's attention: hovering or focusing it pauses it, and
 * with reduced motion it never rotates or slides.
 */
export function Carousel({ label, slides, autoPlay = true, interval = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dragStart = useRef<number | null>(null);
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const focusFollows = useRef(false);
  const count = slides.length;
  // Fewer slides than before (banners answered again in another language): a place past the end is the first, and
  // stays so, rather than coming back should the slides grow again.
  if (count > 0 && index >= count) setIndex(0);
  // As the ticker does: a turn nobody sees still costs a re-render and a slide.
  const onScreen = useOnScreen(region, autoPlay && !reducedMotion && count > 1);
  const rotating = autoPlay && !reducedMotion && !paused && !hovered && !focused && count > 1 && onScreen;

  const go = (step: number) => {
    // A slide that holds the focus goes inert as it leaves, which drops the focus (WCAG 2.4.3): it follows to the next.
    focusFollows.current = !!track.current?.contains(document.activeElement);
    setIndex((current) => (current + step + count) % count);
  };

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    const slide = track.current?.children[index] as HTMLElement;
    // A slide with nothing to focus (a plain picture): the carousel itself takes it, where the arrow keys still work.
    (tabbableIn(slide)[0] ?? region.current)?.focus({ preventScroll: true });
  }, [index]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => {
      // Focus that has just arrived stops the turn at once, before the re-render clears this timer.
      if (region.current?.contains(document.activeElement)) return;
      setIndex((current) => (current + 1) % count);
    }, interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
    go(forward ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    // Swiping towards the start (leftwards in LTR) brings the next slide.
    const leftwards = distance < 0;
    const towardsStart = leftwards !== isRtl(event.currentTarget);
    go(towardsStart ? 1 : -1);
  };

  if (count === 0) return null;

  return (
    <Region
      ref={region}
      tabIndex={-1}
      aria-roledescription={intl.formatMessage({ id: 'ui.carousel.role' })}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (dragStart.current = null)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      <Track ref={track} $index={index} $animate={!reducedMotion} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <Slide
            key={slideIndex}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'ui.carousel.slideRole' })}
            aria-label={intl.formatMessage({ id: 'ui.carousel.slide' }, { index: slideIndex + 1, count })}
            aria-hidden={slideIndex !== index}
            inert={slideIndex !== index}
          >
            {slide}
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <Controls>
          {autoPlay && !reducedMotion && (
            <Control
              type="button"
              aria-pressed={paused}
              aria-label={intl.formatMessage({ id: 'ui.carousel.pause' })}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <Play aria-hidden focusable={false} /> : <Pause aria-hidden focusable={false} />}
            </Control>
          )}
          <Control type="button" aria-label={intl.formatMessage({ id: 'ui.carousel.previous' })} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden focusable={false} data-direction="" />
          </Control>
          <Control type="button" aria-label={intl.formatMessage({ id: 'ui.carousel.next' })} onClick={() => go(1)}>
            <ChevronRight aria-hidden focusable={false} data-direction="" />
          </Control>
        </Controls>
      )}
    </Region>
  );
}
