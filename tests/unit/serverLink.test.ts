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
const cases: LinkProps[] = [
  { href: "/ihaleler/12", className: "after:absolute", children: "Honda CB650R" },
  { href: "/", children: "Ana sayfa" },
  { href: "/ihaleler?brand=Honda&city=İstanbul&model=MT 07&page=2", "aria-current": "page", children: "2" },
  { href: "/hemenal/", onClick: () => {}, scroll: false, shallow: true, replace: true, children: "Hemen Al" },
  { href: "/sss#teklif", title: 'a "b"', children: "SSS" },
  { href: "/ihaleler?", children: "boş sorgu" },
  { href: "/ihaleler?q=%C4%B0zmir&x=a%20b", children: "kodlu" },
  { href: "/ihaleler?state=active&sort=ending&page=3", children: "3" },
  { href: "/a/./b/../c?x='y'#z z", children: "noktalı" },
  { href: "/hakkimizda/?a=1/#", children: "eğik çizgi" },
  { href: "/x?a=%zz&b=(1)*2;c:d@e!$,~", children: "işaretler" },
];

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
