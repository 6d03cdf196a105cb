import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { lazyIsland } from "@/components/layout/lazyIsland";

// act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = { label: string; onPress: () => void };

function Part({ label, onPress }: Props) {
  return (
    <button type="button" onClick={onPress}>
      {label}
    </button>
  );
}

/** A page around the island that re-renders for something else (a live price) with the island's props unchanged. */
function page(Island: ReturnType<typeof lazyIsland<Props>>, onPress: () => void, tick: { bump?: () => void }) {
  function Page() {
    const [price, setPrice] = useState(100);
    useEffect(() => {
      tick.bump = () => setPrice((p) => p + 1);
    }, []);
    return (
      <main>
        <p>{price} TL</p>
        <Island label="Soru Sor" onPress={onPress} />
      </main>
    );
  }
  return <Page />;
}

/** What Next's pages renderer sends: the whole stream once every lazy part has rendered. */
async function serverHtml(onPress: () => void) {
  const Island = lazyIsland<Props>(async () => Part);
  const stream = await renderToReadableStream(page(Island, onPress, {}));
  await stream.allReady;
  return new Response(stream).text();
}

describe("lazyIsland", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is in the server's HTML, keeps it untouched while its code loads (through the page re-rendering) and then works", async () => {
    const onPress = vi.fn();
    const container = document.createElement("div");
    const html = await serverHtml(onPress);
    // Complete, in place: no fallback plus a hidden segment swapped in by an inline script (which
    // the CSP would refuse, decisions/0006).
    expect(html).toContain("<!--$--><button");
    expect(html).not.toMatch(/<script|<template|hidden/);
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector("button")!;
    expect(serverButton.textContent).toBe("Soru Sor");

    let arrive: (part: typeof Part) => void = () => undefined;
    const Island = lazyIsland<Props>(() => new Promise((resolve) => (arrive = resolve)));
    const tick: { bump?: () => void } = {};
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(Island, onPress, tick), { onRecoverableError: recoverable });
    });
    await act(async () => tick.bump!());
    expect(container.textContent).toContain("101 TL");
    // Still the server's element: React neither hydrated nor replaced it.
    expect(container.querySelector("button")).toBe(serverButton);
    serverButton.click();
    expect(onPress).not.toHaveBeenCalled();

    await act(async () => arrive(Part));
    expect(container.querySelector("button")).toBe(serverButton);
    serverButton.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
