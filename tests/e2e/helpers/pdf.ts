import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

/** Clicks a download button and answers the saved PDF's file name and its text (what a reader would copy). */
export async function downloadedPdf(page: Page, button: Locator): Promise<{ filename: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await button.click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { filename: download.suggestedFilename(), text };
}

/** Downloads invoice `number` from the list in `section` (its "Faturayı indir: …" button); answers the PDF's text. */
export async function downloadedInvoiceText(page: Page, section: Locator, number: string): Promise<string> {
  const { filename, text } = await downloadedPdf(
    page,
    section.getByRole("button", { name: `Faturayı indir: ${number}` }),
  );
  expect(filename).toBe(`${number}.pdf`);
  return text;
}
