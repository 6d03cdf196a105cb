/** The public pages the browser benches measure, with a real auction, listing and post from the seeded data. */

/** The first item of a public list API (the ISR list pages may still hold their build-time HTML). */
export async function firstItem<T>(baseUrl: string, apiPath: string): Promise<T> {
  const res = await fetch(`${baseUrl}${apiPath}`);
  const body = (await res.json()) as { items?: T[] };
  if (!res.ok || !body.items?.length) throw new Error(`${apiPath} answered ${res.status} with no items`);
  return body.items[0];
}

export async function detailPages(baseUrl: string) {
  return {
    auction: `/ihaleler/${(await firstItem<{ id: number }>(baseUrl, "/api/auctions")).id}`,
    listing: `/hemenal/${(await firstItem<{ id: number }>(baseUrl, "/api/listings")).id}`,
    post: `/blog/${(await firstItem<{ slug: string }>(baseUrl, "/api/blog")).slug}`,
  };
}

/** The public pages both browser benches load (bundle sizes and Lighthouse), in the order they run. */
export async function benchedPages(baseUrl: string): Promise<string[]> {
  const detail = await detailPages(baseUrl);
  return [
    "/",
    "/ihaleler",
    detail.auction,
    "/hemenal",
    detail.listing,
    "/blog",
    detail.post,
    "/iletisim",
    "/giris",
    "/kayit",
    "/profil",
  ];
}
