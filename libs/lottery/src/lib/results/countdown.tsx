import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

const SECOND_MS = 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** `mm:ss`, or `h:mm:ss` from an hour on. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Ticks each second to `deadline` (epoch ms); at zero says the draw is under way and calls `onDue` once. */
export function Countdown({ deadline, onDue }: { deadline: number; onDue?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const due = useRef(false);
  useEffect(() => {
    due.current = false;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  const remaining = deadline - now;
  useEffect(() => {
    if (remaining <= 0 && !due.current) {
      due.current = true;
      onDue?.();
    }
  }, [remaining, onDue]);
  return (
    <span role="timer">
      {remaining > 0 ? (
        <FormattedMessage id="lottery.results.nextDraw" values={{ time: formatRemaining(remaining) }} />
      ) : (
        <FormattedMessage id="lottery.results.drawing" />
      )}
    </span>
  );
}
