import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { markdownTooDeep } from "@/lib/markdownNesting";

// One private Marked instance: the global one could be reconfigured by another import.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What a post body may contain after rendering. Everything else (script, style, iframe, svg, form,
 * event attributes, inline styles, classes) is dropped, so Markdown written by staff — or pasted from
 * somewhere — can never run code on a reader's page.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "loading", "decoding"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page title is the only h1; headings inside a post start one level below it.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      // Authors cannot choose target/rel: external links always open safely in a new tab.
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer nofollow" } : rest };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

/**
 * Markdown parsed to HTML, unless it nests deeper than the parser can safely descend
 * (lib/markdownNesting.ts; the editor's schema refuses such text, this also covers stored posts):
 * then the text shown as-is in one paragraph, which the sanitiser escapes.
 */
function parseMarkdown(markdown: string): string {
  if (!markdownTooDeep(markdown)) return marked.parse(markdown) as string;
  const escaped = markdown.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
  return `<p>${escaped}</p>`;
}

/** Markdown to HTML that is safe to put into the page with dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parseMarkdown(markdown), SANITIZE_OPTIONS);
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown text, at least one. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|-]/g, " ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Plain text of a Markdown snippet, for meta descriptions. */
export function markdownToPlainText(markdown: string): string {
  return sanitizeHtml(parseMarkdown(markdown), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
