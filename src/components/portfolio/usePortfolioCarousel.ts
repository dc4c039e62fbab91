import * as React from 'react';
import { usePrefersReducedMotion } from '../layout/usePrefersReducedMotion';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_LOCK_MS } from '../../lib/constants';

export interface PortfolioCarouselOptions {
  count: number;
  intervalMs?: number;
  lockMs?: number;
}

export interface PortfolioCarouselState {
  /** The slide shown, 0-based. */
  index: number;
  /** True for the lock period after any change; changes asked for meanwhile are ignored. */
  isLocked: boolean;
  /** The visitor's choice with the rotation control: rotation on, or stopped. */
  isPlaying: boolean;
  /** Whether slides advance right now: playing, more than one slide, and no pointer or keyboard focus inside. */
  isRotating: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
  setPointerInside(inside: boolean): void;
  setFocusInside(inside: boolean): void;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The logic of the home carousel (spec section 4): advances every 5000 ms and wraps around; after any
 * change, further changes are locked for 500 ms. Rotation follows the WAI-ARIA APG carousel: it pauses
 * while the pointer or keyboard focus is inside, and does not start by itself under prefers-reduced-motion
 * (the visitor may still start it with the rotation control).
 */
export function usePortfolioCarousel({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
  lockMs = CAROUSEL_TRANSITION_LOCK_MS,
}: PortfolioCarouselOptions): PortfolioCarouselState {
  const [rawIndex, setIndex] = React.useState(0);
  const [isLocked, setLocked] = React.useState(false);
  const [isPlaying, setPlaying] = React.useState(true);
  const [pointerInside, setPointerInside] = React.useState(false);
  const [focusInside, setFocusInside] = React.useState(false);
  const lockedRef = React.useRef(false);
  const lockTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;

  const change = React.useCallback(
    (target: (current: number) => number) => {
      if (lockedRef.current || count < 2) return;
      lockedRef.current = true;
      setLocked(true);
      setIndex((current) => wrap(target(Math.min(current, count - 1)), count));
      lockTimer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
    },
    [count, lockMs],
  );

  React.useEffect(() => () => clearTimeout(lockTimer.current), []);

  // Reduced motion switched on (at load or later) stops the rotation; the visitor may still start it by hand.
  const reducedMotion = usePrefersReducedMotion();
  const [reducedMotionSeen, setReducedMotionSeen] = React.useState(false);
  if (reducedMotion !== reducedMotionSeen) {
    setReducedMotionSeen(reducedMotion);
    if (reducedMotion) setPlaying(false);
  }

  const isRotating = isPlaying && count > 1 && !pointerInside && !focusInside;

  // One timeout per shown slide: any change, by hand or by the timer, gives the new slide its full interval.
  React.useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => change((current) => current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, index, intervalMs, change]);

  return {
    index,
    isLocked,
    isPlaying,
    isRotating,
    next: React.useCallback(() => change((current) => current + 1), [change]),
    previous: React.useCallback(() => change((current) => current - 1), [change]),
    goTo: React.useCallback((target: number) => target !== index && change(() => target), [change, index]) as (
      index: number,
    ) => void,
    togglePlaying: React.useCallback(() => setPlaying((playing) => !playing), []),
    setPointerInside,
    setFocusInside,
  };
}
