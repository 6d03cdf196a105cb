import type { ReactNode } from "react";

/** The body of an answer dialog: the question, what we offered if anything, and what the answer means. */
export function AnswerQuestion({
  lead,
  detail,
  children,
}: {
  lead: ReactNode;
  detail: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <p>{lead}</p>
      {children}
      <p className="mt-2 text-sm text-neutral-600">{detail}</p>
    </>
  );
}
