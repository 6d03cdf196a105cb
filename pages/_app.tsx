import type { AppProps } from "next/app";
import type { NextPage } from "next";
import type { ReactElement, ReactNode } from "react";
import { DefaultLayout } from "@/components/layout/DefaultLayout";
import "@/styles/globals.css";

export type PageWithLayout<P = object> = NextPage<P> & { getLayout?: (page: ReactElement) => ReactNode };

export default function App({ Component, pageProps }: AppProps & { Component: PageWithLayout }) {
  const getLayout = Component.getLayout ?? ((page) => <DefaultLayout>{page}</DefaultLayout>);
  return getLayout(<Component {...pageProps} />);
}
