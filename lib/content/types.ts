/**
 * The shape of the institutional and legal texts. Content lives as plain data in lib/content so a
 * Turkish editor can review it in one read; components/content renders it.
 */

/** A run of text inside a paragraph: plain, emphasised or a link (internal paths or tel:/mailto:). */
export type InlinePart = string | { text: string; href?: string; strong?: boolean };
export type Inline = string | InlinePart[];

export type Block =
  | { type: "p"; text: Inline }
  | { type: "h3"; text: string }
  | { type: "ul"; items: Inline[] }
  | { type: "ol"; items: Inline[] }
  /** Numbered process steps with a short title each. */
  | { type: "steps"; items: { title: string; text: Inline }[] }
  /** Term / description pairs (definitions, company details). */
  | { type: "dl"; items: { term: string; description: Inline }[] }
  | { type: "table"; caption: string; head: string[]; rows: Inline[][] }
  /** A highlighted remark. */
  | { type: "note"; title?: string; text: Inline }
  /** A call-to-action link rendered as a button. */
  | { type: "cta"; text: string; href: string };

export type Section = {
  /** Anchor id, unique on the page (ASCII, kebab-case). */
  id: string;
  title: string;
  blocks: Block[];
};

/** A legal text: numbered articles and the date it was last changed. */
export type LegalDoc = {
  /** Anchor id of the whole document, e.g. "uyelik-sozlesmesi". */
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD) shown as "Son güncelleme". */
  updatedAt: string;
  intro?: Block[];
  sections: Section[];
};

/** One numbered item of the buyer or seller guide (?id=1..5). */
export type GuideItem = {
  id: number;
  title: string;
  summary: string;
  blocks: Block[];
};

export type Crumb = { label: string; href?: string };
