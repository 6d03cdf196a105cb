import { describe, expect, it } from "vitest";
import { blogPostInputSchema } from "@/lib/blog/schemas";
import { markdownToPlainText, readingMinutes, renderMarkdown } from "@/lib/markdown";
import { MARKDOWN_LIMITS, markdownTooDeep } from "@/lib/markdownNesting";
import { BLOG_FIELD_ERRORS } from "@/lib/blog/labels";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("# Başlık\n\nBir **kalın** ve *eğik* metin.\n\n- bir\n- iki\n\n[İhaleler](/ihaleler)");
    expect(html).toContain("<h2>Başlık</h2>");
    expect(html).toContain("<strong>kalın</strong>");
    expect(html).toContain("<em>eğik</em>");
    expect(html).toContain("<li>bir</li>");
    expect(html).toContain('<a href="/ihaleler">İhaleler</a>');
  });

  it.each([
    ["a script tag", "Merhaba <script>alert('x')</script> dünya"],
    ["an onerror attribute", '<img src="x" onerror="alert(1)">'],
    ["a javascript: Markdown link", "[tıkla](javascript:alert(1))"],
    ["a javascript: HTML link", '<a href="javascript:alert(1)">tıkla</a>'],
    ["an encoded javascript: link", '<a href="&#106;avascript:alert(1)">tıkla</a>'],
    ["a mixed-case scheme with whitespace", '<a href=" JaVaScRiPt:alert(1)">tıkla</a>'],
    ["a data: URL image", "![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["an iframe", '<iframe src="https://kotu.example"></iframe>'],
    ["an svg with onload", '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ["an event handler on a paragraph", '<p onclick="alert(1)" onmouseover="alert(2)">metin</p>'],
    ["an inline style", '<p style="background:url(javascript:alert(1))">metin</p>'],
    ["a form", '<form action="https://kotu.example"><input name="kart"></form>'],
    ["a style block", "<style>body{display:none}</style>"],
    ["a vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["a protocol-relative link", '<a href="//kotu.example/x">x</a>'],
    ["an object embed", '<object data="x.swf"></object><embed src="x.swf">'],
  ])("removes %s", (_name, markdown) => {
    const html = renderMarkdown(markdown).toLowerCase();
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/\son\w+=/);
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("vbscript:");
    expect(html).not.toContain("data:");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("style");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<input");
    expect(html).not.toContain("<object");
    expect(html).not.toContain("<embed");
    expect(html).not.toContain("//kotu.example");
  });

  it("keeps the text around a removed script", () => {
    expect(renderMarkdown("Merhaba <script>alert('x')</script> dünya")).toContain("Merhaba");
  });

  it("opens external links in a new tab without opener access", () => {
    const html = renderMarkdown("[Noter](https://www.tnb.org.tr)");
    expect(html).toContain('href="https://www.tnb.org.tr"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it("does not let an author set target or rel on internal links", () => {
    const html = renderMarkdown('<a href="/blog" target="_top" rel="opener">x</a>');
    expect(html).toContain('<a href="/blog">x</a>');
    expect(html).not.toContain("target");
    expect(html).not.toContain("opener");
  });

  it("keeps https images with lazy loading and an alt text", () => {
    const html = renderMarkdown("![Motor](https://ornek.com/motor.jpg)");
    expect(html).toContain('src="https://ornek.com/motor.jpg"');
    expect(html).toContain('alt="Motor"');
    expect(html).toContain('loading="lazy"');
  });

  it("escapes HTML in code blocks instead of running it", () => {
    const html = renderMarkdown("```\n<script>alert(1)</script>\n```");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script");
  });
});

describe("readingMinutes", () => {
  it("is at least one minute", () => {
    expect(readingMinutes("Kısa bir yazı.")).toBe(1);
  });
  it("counts 200 words a minute, rounding a started minute up", () => {
    expect(readingMinutes(Array.from({ length: 1000 }, () => "kelime").join(" "))).toBe(5);
    expect(readingMinutes(Array.from({ length: 1001 }, () => "kelime").join(" "))).toBe(6);
  });
  it("does not count link addresses or code blocks", () => {
    // 399 words plus the link text make exactly 400: two minutes.
    const words = Array.from({ length: 399 }, () => "kelime").join(" ");
    const noisy = `${words}\n\n[bağlantı](https://uzun.example/${"a/".repeat(500)})\n\n\`\`\`\n${"kod ".repeat(2000)}\n\`\`\``;
    expect(readingMinutes(noisy)).toBe(2);
  });
});

describe("markdownToPlainText", () => {
  it("strips formatting and tags", () => {
    expect(markdownToPlainText("## Başlık\n\n**Kalın** <b>metin</b>")).toBe("Başlık Kalın metin");
  });
});

describe("deeply nested Markdown", () => {
  it.each([
    ["5 000 nested block quotes", ">".repeat(5_000) + " x"],
    ["3 000 nested list items", Array.from({ length: 3_000 }, (_, i) => "  ".repeat(i) + "- a").join("\n")],
    ["5 000 list markers on one line", "- ".repeat(5_000) + "a"],
    ["quotes and lists mixed", "> - ".repeat(2_000) + "a"],
  ])("%s: refused by the editor's rule, and rendered as plain text instead of crashing", (_name, text) => {
    expect(markdownTooDeep(text)).toBe(true);
    // The plain-text paragraph is the proof the nesting was never parsed (what crashed before).
    const html = renderMarkdown(text);
    expect(html.startsWith("<p>")).toBe(true);
    expect(markdownToPlainText(text).length).toBeGreaterThan(0);
  });

  it("allows what posts really use, and deep indentation inside fenced code", () => {
    expect(markdownTooDeep("> alıntı\n>> iç alıntı\n\n- bir\n  - iki\n    - üç\n\n1. birinci\n2. ikinci")).toBe(false);
    expect(markdownTooDeep(">".repeat(MARKDOWN_LIMITS.nesting) + " x")).toBe(false);
    expect(markdownTooDeep(">".repeat(MARKDOWN_LIMITS.nesting + 1) + " x")).toBe(true);
    expect(markdownTooDeep("```\n" + " ".repeat(200) + "kod\n```\nmetin")).toBe(false);
    expect(markdownTooDeep("- 5 - 3 = 2 ve 10 - 4 = 6")).toBe(false);
  });

  it("the blog editor's schema answers the nesting rule in Turkish", () => {
    const result = blogPostInputSchema.safeParse({
      title: "Başlık örneği",
      excerpt: "Yeterince uzun bir özet metni burada.",
      body: ">".repeat(100) + " çok derin",
      authorName: "Editör",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(BLOG_FIELD_ERRORS.markdownTooDeep);
  });
});
