import NextLink from "next/link";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { NextRouter } from "next/router";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Link, { serverAnchor } from "@/components/ui/Link";

const router = {
  pathname: "/ihaleler/filtre",
  asPath: "/ihaleler?brand=Honda",
  route: "/ihaleler/filtre",
  query: { brand: "Honda" },
  isReady: true,
  isFallback: false,
  basePath: "",
  events: { on() {}, off() {}, emit() {} },
  push: async () => true,
  replace: async () => true,
  prefetch: async () => {},
} as unknown as NextRouter;

const html = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(RouterContext.Provider, { value: router }, element));

type LinkProps = ComponentProps<typeof NextLink>;
/** Plain-path hrefs, some with the props a list page passes (class, aria-current, handlers, router options). */
const hrefs = [
  "/ihaleler/12",
  "/",
  "/ihaleler?brand=Honda&city=İstanbul&model=MT 07&page=2",
  "/hemenal/",
  "/sss#teklif",
  "/ihaleler?",
  "/ihaleler?q=%C4%B0zmir&x=a%20b",
  "/ihaleler?state=active&sort=ending&page=3",
  "/a/./b/../c?x='y'#z z",
  "/hakkimizda/?a=1/#",
  "/x?a=%zz&b=(1)*2;c:d@e!$,~",
];
const extras: Partial<LinkProps>[] = [
  { className: "after:absolute" },
  { "aria-current": "page", title: 'a "b"' },
  { onClick: () => {}, scroll: false, shallow: true, replace: true },
];
const cases: LinkProps[] = hrefs.map((href, i) => ({ href, ...extras[i % extras.length], children: `bağlantı ${i}` }));

describe("Link on the server", () => {
  for (const props of cases) {
    test(`renders next/link's markup for ${String(props.href)}`, () => {
      const expected = html(createElement(NextLink, { ...props, prefetch: false }));
      expect(serverAnchor(props)).not.toBeNull();
      expect(html(createElement(Link, props))).toBe(expected);
    });
  }

  test("leaves what it does not resolve like next/link to next/link", () => {
    const others: LinkProps[] = [
      { href: { pathname: "/ihaleler", query: { page: 2 } } },
      { href: "/ihaleler/[id]", as: "/ihaleler/3" },
      { href: "?page=2" },
      { href: "#icerik" },
      { href: "https://example.com/x" },
      { href: "//evil.example/x" },
      { href: "/a//b" },
      { href: "/x", locale: "tr" },
    ];
    for (const props of others) {
      expect(serverAnchor(props)).toBeNull();
      expect(html(createElement(Link, props, "x"))).toBe(
        html(createElement(NextLink, { ...props, prefetch: false }, "x")),
      );
    }
  });
});
