import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { HydrateWhenIdle } from "@/components/layout/HydrateWhenIdle";
import { markAppHydrated } from "@/lib/browser/whenIdle";

function Follow({ onPress }: { onPress: () => void }) {
  return (
    <ul>
      <li>
        <a href="https://example.com/ihale">İhale</a>
        <button type="button" onClick={onPress}>
          Takip Et
        </button>
      </li>
    </ul>
  );
}

/** What the server sends for <HydrateWhenIdle><Follow/></HydrateWhenIdle>: the wrapper with the children inside. */
function serverPage(onPress: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <div>
      <Follow onPress={onPress} />
    </div>,
  );
  document.body.append(container);
  return container;
}

/** The browser's hydration of that page (the first render, before the app has marked itself hydrated). */
async function hydrate(container: HTMLElement, onPress: () => void) {
  await act(async () => {
    hydrateRoot(
      container,
      <HydrateWhenIdle>
        <Follow onPress={onPress} />
      </HydrateWhenIdle>,
    );
  });
}

describe("HydrateWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("keeps the server's HTML through hydration and renders the children once the page is idle", async () => {
    const onPress = vi.fn();
    const container = serverPage(onPress);
    const serverButton = container.querySelector("button");
    await hydrate(container, onPress);
    // Not hydrated: the very same element, and no React handler on it yet.
    expect(container.querySelector("button")).toBe(serverButton);
    expect(container.textContent).toContain("Takip Et");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    const liveButton = container.querySelector("button")!;
    expect(liveButton).not.toBe(serverButton);
    expect(container.querySelectorAll("button")).toHaveLength(1);
    liveButton.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("does not lose a click made before it was live: it renders at once and replays the click on the same control", async () => {
    const onPress = vi.fn();
    const container = serverPage(onPress);
    await hydrate(container, onPress);
    const serverButton = container.querySelector("button")!;
    await act(async () => {
      serverButton.click();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).not.toBe(serverButton);
    expect(container.querySelectorAll("button")).toHaveLength(1);
  });

  it("renders at once when mounted after the first load (a client-side navigation)", () => {
    markAppHydrated();
    const onPress = vi.fn();
    render(
      <HydrateWhenIdle>
        <Follow onPress={onPress} />
      </HydrateWhenIdle>,
    );
    screen.getByRole("button", { name: "Takip Et" }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
