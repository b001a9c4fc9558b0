import { useEffect, useState } from 'react';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';

/**
 * The time zone dates are shown in: the site's home zone while server-rendering and hydrating (so
 * both render the same text), then the browser's own (undefined). For most members both are equal.
 */
export function useTimeZone(): string | undefined {
  const [tz, setTz] = useState<string | undefined>(HOME_TIME_ZONE);
  useEffect(() => setTz(undefined), []);
  return tz;
}

/** The current time for labels like 'Vandaag', starting from the loader's time (same text on both sides), ticking each minute. */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const i = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(i);
  }, []);
  return now;
}
