import { useEffect, useState, type ComponentType } from "react";
import type { FollowToggleProps } from "@/components/watchlist/FollowToggle";
import { FollowView } from "@/components/watchlist/FollowView";

// The behaviour (session, shared ids, requests) loads once per page after hydration, so the public
// pages' first-load JavaScript carries only the button's markup (npm run bench:bundle).
let toggleModule: Promise<ComponentType<FollowToggleProps>> | null = null;
const loadToggle = () => (toggleModule ??= import("@/components/watchlist/FollowToggle").then((m) => m.FollowToggle));

/**
 * "Takip Et" / "Takip Ediliyor" (aria-pressed), a disabled "Takip" while unknown, for an auction or a Hemen Al listing. Needs only the
 * item's kind and id, so a card that hydrates nothing else can still hydrate this.
 */
export function FollowButton(props: FollowToggleProps) {
  const [Toggle, setToggle] = useState<ComponentType<FollowToggleProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadToggle().then((component) => live && setToggle(() => component));
    return () => {
      live = false;
    };
  }, []);
  // Until the behaviour is there the state is unknown: the button shows it and takes no click.
  return Toggle ? (
    <Toggle {...props} />
  ) : (
    <FollowView pressed={null} variant={props.variant} followers={props.followers} />
  );
}
