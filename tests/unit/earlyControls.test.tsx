import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { Gallery } from "@/components/auctions/Gallery";
import { Button } from "@/components/ui/Button";
import { FollowView } from "@/components/watchlist/FollowView";

// PRODUCT §1.2 "A control works from the moment it is visible": a control whose handler is React's is
// disabled in the server's HTML (a click there would be lost, a submit would be a native GET) and
// usable from the render right after hydration; an unknown follow state is never shown as "Takip Et".

/** Puts the server's HTML of `element` into the page, then hydrates it like the browser does. */
async function serverThenHydrated(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const serverButtons = Array.from(container.querySelectorAll("button"));
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { container, serverButtons };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("controls before and after hydration", () => {
  it("a Button (a form's submit) is disabled and busy in the server's HTML, and usable once hydrated", async () => {
    const onClick = vi.fn();
    const html = renderToString(
      <Button type="submit" onClick={onClick}>
        Giriş Yap
      </Button>,
    );
    expect(html).toMatch(/disabled=""/);
    expect(html).toMatch(/aria-busy="true"/);

    const { container } = await serverThenHydrated(
      <Button type="submit" onClick={onClick}>
        Giriş Yap
      </Button>,
    );
    const button = container.querySelector("button")!;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("a Button that works without script (a GET filter form's submit) is usable in the server's HTML", () => {
    expect(
      renderToString(
        <Button type="submit" worksWithoutScript>
          Filtrele
        </Button>,
      ),
    ).not.toMatch(/ disabled=""/);
  });

  it("the gallery's buttons are disabled in the server's HTML and move the photo once hydrated", async () => {
    const photos = ["/images/a.webp", "/images/b.webp", "/images/c.webp"];
    const { container, serverButtons } = await serverThenHydrated(<Gallery photos={photos} title="Honda CB650R" />);
    expect(serverButtons.length).toBeGreaterThan(0);
    expect(
      renderToString(<Gallery photos={photos} title="Honda CB650R" />).match(/<button[^>]*disabled=""/g),
    ).toHaveLength(serverButtons.length);
    const next = container.querySelector<HTMLButtonElement>('button[aria-label="Sonraki fotoğraf"]')!;
    expect(next.disabled).toBe(false);
    await act(async () => next.click());
    expect(container.querySelector('button[aria-label="Fotoğraf 2"]')!.getAttribute("aria-current")).toBe("true");
  });

  it("a follow button whose state is unknown says so and takes no click", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FollowView pressed={null} variant="detail" followers={3} />);
    const button = container.querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("aria-pressed")).toBe(false);
    expect(button.textContent).toBe("Takip");
  });

  it("a known follow state offers exactly what a click does", () => {
    const render = (pressed: boolean) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<FollowView pressed={pressed} />);
      return container.querySelector("button")!;
    };
    expect(render(false).textContent).toBe("Takip Et");
    expect(render(false).getAttribute("aria-pressed")).toBe("false");
    expect(render(true).textContent).toBe("Takip Ediliyor");
    expect(render(true).getAttribute("aria-pressed")).toBe("true");
    expect(render(true).disabled).toBe(false);
  });
});
