import { useEffect, useState } from "react";
import { countdown } from "@/lib/countdown";

/** Shared one-second clock, so a page full of cards re-renders once per tick, not once per card. */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration render must use the server's `initial` time; the browser clock takes over right after mount
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const UNITS = [
  ["days", "gün"],
  ["hours", "saat"],
  ["minutes", "dk"],
  ["seconds", "sn"],
] as const;

/**
 * SPEC §4 countdown: days, hours, minutes and seconds, each padded to two digits, floored at zero.
 * `now` comes from the server for the first render so the markup matches before hydration.
 */
export function Countdown({ end, now, size = "sm", tone = "dark" }: { end: string; now: number; size?: "sm" | "lg"; tone?: "dark" | "light" }) {
  const c = countdown(end, now);
  const label = `${Number(c.days)} gün ${Number(c.hours)} saat ${Number(c.minutes)} dakika ${Number(c.seconds)} saniye`;
  if (size === "lg") {
    return (
      <div role="timer" aria-label={`Kalan süre: ${label}`} className="grid grid-cols-4 gap-2">
        {UNITS.map(([key, unit]) => (
          <div key={key} className={`rounded-xl px-2 py-2.5 text-center ${tone === "dark" ? "bg-white/10" : "bg-neutral-100"}`}>
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
      {c.days}:{c.hours}:{c.minutes}:{c.seconds}
    </span>
  );
}
