import { useSyncExternalStore } from "react";
import { countdown } from "@/lib/countdown";

/**
 * One one-second clock for the whole page, running only while something shows it. Each countdown
 * reads it itself, so a tick re-renders the countdowns' few spans, never the page or the cards around
 * them (a page-level clock re-rendered the whole home page every second: Lighthouse counted each of
 * those renders as blocking time).
 */
let clockNow = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    clockNow = Date.now();
    timer = setInterval(() => {
      clockNow = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) timer = void clearInterval(timer);
  };
}

/**
 * The shared clock seen through `select`: the component re-renders only when the selected value
 * changes (select to a boolean such as "has it ended" and it renders once, when that flips).
 * `serverNow` is the server's time, used for the hydration render so the markup matches.
 */
export function useClock<T extends string | number | boolean>(serverNow: number, select: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(clockNow),
    () => select(serverNow),
  );
}

const identity = (now: number) => now;

const UNITS = [
  ["days", "gün"],
  ["hours", "saat"],
  ["minutes", "dk"],
  ["seconds", "sn"],
] as const;

/**
 * PRODUCT §6.6 countdown: days, hours, minutes and seconds, each padded to two digits, floored at zero.
 * `now` is the server's time, for the first render so the markup matches before hydration; then it
 * follows the shared clock.
 */
export function Countdown({
  end,
  now: serverNow,
  size = "sm",
  tone = "dark",
}: {
  end: string;
  now: number;
  size?: "sm" | "lg";
  tone?: "dark" | "light";
}) {
  const c = countdown(end, useClock(serverNow, identity));
  const label = `${Number(c.days)} gün ${Number(c.hours)} saat ${Number(c.minutes)} dakika ${Number(c.seconds)} saniye`;
  if (size === "lg") {
    return (
      <div role="timer" aria-label={`Kalan süre: ${label}`} className="grid grid-cols-4 gap-2">
        {UNITS.map(([key, unit]) => (
          <div
            key={key}
            className={`rounded-xl px-2 py-2.5 text-center ${tone === "dark" ? "bg-white/10" : "bg-neutral-100"}`}
          >
            <span className="block text-2xl font-extrabold tabular-nums sm:text-3xl" data-unit={key}>
              {c[key]}
            </span>
            <span className={`text-xs ${tone === "dark" ? "text-neutral-400" : "text-neutral-500"}`}>{unit}</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <span role="timer" aria-label={`Kalan süre: ${label}`} className="font-mono tabular-nums">
      {/* One text node, not seven: the cards of a list page render one each, per request. */}
      {`${c.days}:${c.hours}:${c.minutes}:${c.seconds}`}
    </span>
  );
}
