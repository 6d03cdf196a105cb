export type Countdown = {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  totalMs: number;
  done: boolean;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Milliseconds left until `end`, floored at zero (PRODUCT §6.6). */
export function timeRemaining(end: number | string | Date, now: number = Date.now()): number {
  const endMs = end instanceof Date ? end.getTime() : typeof end === "string" ? Date.parse(end) : end;
  if (!Number.isFinite(endMs)) return 0;
  return Math.max(0, endMs - now);
}

/** PRODUCT §6.6 auction countdown: days, hours, minutes and seconds, each padded to two digits. */
export function countdown(end: number | string | Date, now: number = Date.now()): Countdown {
  const totalMs = timeRemaining(end, now);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: pad(Math.floor(totalSeconds / 86_400)),
    hours: pad(Math.floor((totalSeconds % 86_400) / 3_600)),
    minutes: pad(Math.floor((totalSeconds % 3_600) / 60)),
    seconds: pad(totalSeconds % 60),
    totalMs,
    done: totalMs === 0,
  };
}
