import type { SVGProps } from "react";

/** The frame of every line icon: a 24×24 box drawn with the current text colour, 1.8 px round strokes. */
export function LineSvg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}
