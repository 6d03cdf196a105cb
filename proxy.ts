import { NextResponse, type NextRequest } from "next/server";

/**
 * /ihaleler without a query is the cached default list (pages/ihaleler/index.tsx, ISR); with any query
 * it is rendered per request by pages/ihaleler/filtre.tsx under the same URL. The matcher also covers
 * the router's /_next/data/…/ihaleler.json requests, so client-side filter changes land there too.
 */
export function proxy(request: NextRequest) {
  if (!request.nextUrl.search) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = "/ihaleler/filtre";
  return NextResponse.rewrite(url);
}

export const config = { matcher: "/ihaleler" };
