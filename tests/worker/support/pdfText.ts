/** A PDF read back as the homeowner's PDF reader reads it (pdf.js): its pages, its text and where the text sits. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPdf {
  pages: number;
  /** All the text, each item separated by a space, runs of white space as one. */
  text: string;
  /** The lowest and highest baseline of any text, over every page. */
  lowest: number;
  highest: number;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const items: string[] = [];
  let [lowest, highest] = [Infinity, -Infinity];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      items.push(item.str);
      const y = (item.transform as number[])[5] ?? 0;
      [lowest, highest] = [Math.min(lowest, y), Math.max(highest, y)];
    }
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: items.join(" ").replace(/\s+/g, " "), lowest, highest };
}
