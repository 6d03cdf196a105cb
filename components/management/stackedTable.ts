/**
 * Below md a management table's rows become stacked cards (one DOM, so every cell stays on screen
 * at 390 px instead of past a sideways scroll); `data-label` on each cell names it there.
 */
export const stackedTable = (minWidth: string) =>
  `w-full text-left text-sm ${minWidth} max-md:block max-md:[&_thead]:hidden max-md:[&_tbody]:block max-md:[&_tr]:block max-md:[&_tr]:py-2 max-md:[&_td]:block max-md:[&_td]:py-1.5 max-md:[&_td]:text-left max-md:[&_td]:before:block max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:uppercase max-md:[&_td]:before:text-neutral-500 max-md:[&_td]:before:content-[attr(data-label)]`;
