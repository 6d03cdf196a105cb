import { FOLLOW_BUTTON_LABELS as t } from "@/lib/watchlist/list/labels";

export type FollowViewProps = {
  /** null while the user's follow state is not known yet: then the button says so and takes no click. */
  pressed: boolean | null;
  busy?: boolean;
  onClick?: () => void;
  /** "card": a small pill over a card's photo; "detail": a full button with the follower count. */
  variant?: "card" | "detail";
  followers?: number;
};

const HEART =
  "M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5z";

/** The follow button's markup only: what the server renders and what FollowToggle drives. */
export function FollowView({ pressed, busy = false, onClick, variant = "card", followers }: FollowViewProps) {
  // Unknown is shown as unknown (PRODUCT §1.2): a "Takip Et" before the state is known would invite a
  // click that the real state turns into an unfollow, or that nothing handles yet.
  const unknown = pressed === null;
  const button = (
    <button
      type="button"
      aria-pressed={unknown ? undefined : pressed}
      aria-busy={busy || unknown || undefined}
      disabled={unknown}
      onClick={onClick}
      className={
        variant === "detail"
          ? `inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-inset transition ${pressed ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800" : "bg-white text-neutral-900 ring-neutral-300 hover:bg-neutral-50"}`
          : `relative z-10 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold shadow-sm transition ${pressed ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-white/95 text-neutral-900 hover:bg-white"}`
      }
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`h-4 w-4 ${unknown ? "animate-pulse opacity-50" : ""}`}
        fill={pressed ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        <path d={HEART} />
      </svg>
      {unknown ? t.unknown : pressed ? t.following : t.follow}
    </button>
  );
  if (variant !== "detail") return button;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {button}
      {followers !== undefined && (
        <span className="text-sm text-neutral-600" data-testid="follower-count">
          {t.followers(followers)}
        </span>
      )}
    </div>
  );
}
