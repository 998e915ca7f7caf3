// The current time, ticking every `intervalMs` (a countdown's clock).
import { useEffect, useState } from 'react';

/** Now, refreshed every `intervalMs`. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
