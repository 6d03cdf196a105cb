import { useEffect, useState, type ComponentType } from "react";
import type { FollowToggleProps } from "./FollowToggle";
import { FollowView } from "./FollowView";

// The behaviour (session, shared ids, requests) loads once per page after hydration, so the public
// pages' first-load JavaScript carries only the button's markup (npm run bench:bundle).
let toggleModule: Promise<ComponentType<FollowToggleProps>> | null = null;
const loadToggle = () => (toggleModule ??= import("./FollowToggle").then((m) => m.FollowToggle));

/**
 * "Takip Et" / "Takip Ediliyor" (aria-pressed) for an auction or a Hemen Al listing. Needs only the
 * item's kind and id, so a card that hydrates nothing else can still hydrate this.
 */
export function FollowButton(props: FollowToggleProps) {
  const [Toggle, setToggle] = useState<ComponentType<FollowToggleProps> | null>(null);
  // A click before the behaviour arrived is not lost: the toggle performs it once it can.
  const [clickedEarly, setClickedEarly] = useState(false);
  useEffect(() => {
    let live = true;
    void loadToggle().then((component) => live && setToggle(() => component));
    return () => {
      live = false;
    };
  }, []);
  return Toggle ? <Toggle {...props} clickedEarly={clickedEarly} /> : <FollowView pressed={false} variant={props.variant} followers={props.followers} onClick={() => setClickedEarly(true)} />;
}
