/** The back office's CSV export as the browser tests read it. */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

/** The rows of a CSV file (RFC 4180 quoting, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Clicks Export CSV and returns the download's name and rows (byte-order mark removed). */
export async function exportCsv(page: Page): Promise<{ filename: string; header: string[]; rows: string[][] }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  // A byte-order mark may lead (spreadsheet programs read the file as UTF-8 then).
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [header = [], ...rows] = parseCsv(text);
  return { filename: download.suggestedFilename(), header, rows };
}
