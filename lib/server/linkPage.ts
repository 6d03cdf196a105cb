import type { GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import { AppError } from "@/lib/server/errors";

export type LinkPageProps<T> = ({ token: string } & T) | { token: null; error: string };

/**
 * getServerSideProps of a page an e-mail's link opens (/hesap-silme, /cekim-iptal): reads the token
 * from ?t=, describes what it would do, and answers a missing, forged, expired or used link with its
 * 4xx and the Turkish reason instead. Never cached: the answer changes once the link is used.
 */
export async function linkPageProps<T extends object>(
  { query, res }: Pick<GetServerSidePropsContext, "query" | "res">,
  invalidMessage: string,
  describe: (token: string) => Promise<T>,
): Promise<GetServerSidePropsResult<LinkPageProps<T>>> {
  res.setHeader("Cache-Control", "no-store");
  const token = typeof query.t === "string" ? query.t : "";
  if (!token || token.length > 400) {
    res.statusCode = 400;
    return { props: { token: null, error: invalidMessage } };
  }
  try {
    return { props: { token, ...(await describe(token)) } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.statusCode = error.status;
    return { props: { token: null, error: error.message } };
  }
}
