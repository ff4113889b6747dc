import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is within the screen, while `watch` is true: true until the browser says otherwise,
 * and where it cannot tell (no IntersectionObserver).
 */
export function useOnScreen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(true);
    };
  }, [ref, watch]);
  return onScreen;
}
