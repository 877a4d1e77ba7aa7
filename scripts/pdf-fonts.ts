/** `npm run fonts:pdf`: the quote PDFs' font, cut from Public Sans (scripts/lib/pdfFonts.ts says how and why). */
import { writeFileSync } from "node:fs";
import { pdfFontModule, pdfFontModuleText } from "./lib/pdfFonts";

const text = await pdfFontModuleText();
writeFileSync(pdfFontModule, text);
console.log(`${pdfFontModule}: ${text.length} characters`);
