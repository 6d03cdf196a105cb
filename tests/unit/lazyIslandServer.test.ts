import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { lazyIsland } from "@/components/layout/lazyIsland";

function Part({ label }: { label: string }) {
  return createElement("button", { type: "button" }, label);
}

describe("lazyIsland on the server", () => {
  it("renders in place on a fresh process's first render once its code has loaded (no boundary left for an inline script)", async () => {
    const Island = lazyIsland<{ label: string }>(async () => Part);
    // What happens between Next.js loading the page module and the first request.
    await new Promise((resolve) => setImmediate(resolve));
    const html = renderToString(createElement("main", null, createElement(Island, { label: "Soru Sor" })));
    expect(html).toBe('<main><!--$--><button type="button">Soru Sor</button><!--/$--></main>');
  });

  it("suspends the page, not a boundary, while its code is still loading (the streaming render then waits for it)", () => {
    const Island = lazyIsland<{ label: string }>(() => new Promise(() => undefined));
    expect(() => renderToString(createElement(Island, { label: "Soru Sor" }))).toThrow();
  });
});
