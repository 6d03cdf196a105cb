import type { ReactNode } from "react";
import type { Crumb } from "@/lib/content/types";
import { formatTurkishDate } from "@/lib/content/selection";
import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import { PageHead } from "@/components/content/PageHead";

type Props = {
  /** The visible heading (h1). */
  title: string;
  /** The `<title>` before " | MotoBorsa"; defaults to the heading. */
  seoTitle?: string;
  description: string;
  /** Trail after "Ana Sayfa"; the last entry is the current page. */
  breadcrumbs: Crumb[];
  /** Small label above the heading, e.g. "Kurumsal". */
  eyebrow?: string;
  lead?: ReactNode;
  /** ISO date of the last change, for legal texts. */
  updatedAt?: string;
  children: ReactNode;
};

/** The frame of every institutional and legal page: head, breadcrumbs, heading, then the body. */
export function InfoPage({ title, seoTitle, description, breadcrumbs, eyebrow, lead, updatedAt, children }: Props) {
  return (
    <>
      <PageHead title={seoTitle ?? title} description={description} />
      <div className="border-b border-neutral-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pb-10">
          <Breadcrumbs items={breadcrumbs} />
          {eyebrow && <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
          <h1
            className={`${eyebrow ? "mt-2" : "mt-6"} text-3xl font-extrabold tracking-tight text-neutral-900 sm:text-4xl`}
          >
            {title}
          </h1>
          {lead && <div className="mt-4 max-w-3xl text-lg leading-8 text-neutral-600">{lead}</div>}
          {updatedAt && (
            <p className="mt-4 text-sm text-neutral-600">
              Son güncelleme: <time dateTime={updatedAt}>{formatTurkishDate(updatedAt)}</time>
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </>
  );
}
