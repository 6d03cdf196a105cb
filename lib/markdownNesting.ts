/**
 * How deeply a blog post's Markdown may nest block quotes and lists. The Markdown parser (marked)
 * descends recursively into each level: 5 000 nested ">" overflowed the stack and a few thousand
 * nested list items ran out of memory, so one saved post could take down every page rendering it.
 * Real posts nest two or three levels; these bounds leave plenty of room.
 */
export const MARKDOWN_LIMITS = { nesting: 16, indentColumns: 64 } as const;

// A line's leading container markers: block quotes and bullet / numbered list items.
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** Whether any line outside fenced code nests deeper than the limits (markers, or indentation that makes nested lists). */
export function markdownTooDeep(markdown: string): boolean {
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const prefix = CONTAINER_PREFIX.exec(line)![0];
    const markers = prefix.replace(/[ \t]|\d/g, "").length;
    const indent = prefix.replace(/[^ \t]/g, "").replace(/\t/g, "    ").length;
    if (markers > MARKDOWN_LIMITS.nesting || indent > MARKDOWN_LIMITS.indentColumns) return true;
  }
  return false;
}
