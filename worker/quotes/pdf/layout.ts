/**
 * A small writer for the quote's PDFs: A4 pages, a cursor down the page, text wrapped to a width
 * (pdf-lib's widthOfTextAtSize) and a new page whenever the next line or table row would not fit.
 * Nothing is measured twice: each word's width is taken once per line it is tried on.
 */
import fontkit, { type Font, type Glyph, type GlyphRun } from "@pdf-lib/fontkit";
import { degrees, drawLinesOfText, PDFDocument, rgb, type PDFFont, type PDFName, type PDFPage } from "pdf-lib";
import { publicSansBold, publicSansRegular } from "./fontData";

/** A block of legal text the PDF prints as given (heading + paragraphs), e.g. the cancellation information, the model form. */
export interface PdfTextBlock {
  heading: string;
  paragraphs: string[];
}

const a4 = { width: 595.28, height: 841.89 };
const margin = { side: 50, top: 56, bottom: 64 };
export const sizes = { title: 20, heading: 13, body: 10.5, small: 9, total: 16 } as const;
const leading = 1.35;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.38, 0.38, 0.42);
const rule = rgb(0.75, 0.75, 0.78);

/** Base64 to bytes, once per isolate for each weight. */
const decoded = new Map<string, Uint8Array>();
const fontBytes = (base64: string) => {
  let bytes = decoded.get(base64);
  if (!bytes) {
    const binary = atob(base64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    decoded.set(base64, bytes);
  }
  return bytes;
};

/**
 * fontkit as pdf-lib calls it, with two changes for speed:
 * - text is mapped to glyphs by the font's character map alone rather than shaped: pdf-lib lays out
 *   every string it measures or draws, and fontkit's shaping, which sets up its feature plan on each
 *   call, took nine tenths of a PDF's CPU time (about 60 ms of 90). The cut font keeps no OpenType
 *   features (scripts/pdf-fonts.ts), so shaping would find the same glyphs, and pdf-lib reads nothing
 *   of the run but its glyphs;
 * - each weight is parsed once per isolate and its glyphs looked up once per character: pdf-lib only
 *   reads the font (its subset of each document is a separate object).
 */
const parsed = new Map<Uint8Array, Font>();
const unshapedFontkit = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes);
    if (!font) {
      const created = fontkit.create(bytes);
      const glyphs = new Map<number, Glyph>();
      const glyph = (codePoint: number) => {
        let found = glyphs.get(codePoint);
        if (!found) glyphs.set(codePoint, (found = created.glyphForCodePoint(codePoint)));
        return found;
      };
      created.layout = (text: string) =>
        ({ glyphs: Array.from(text, (character) => glyph(character.codePointAt(0) ?? 0)) }) as GlyphRun;
      parsed.set(bytes, (font = created));
    }
    return font;
  },
};

/** Each character's advance at 1000 pt, by weight: the same font bytes in every document. */
const characterAdvances = { regular: new Map<string, number>(), bold: new Map<string, number>() };

/**
 * Text as the font can set it: composed (a name typed as "e" and two combining accents becomes "ễ",
 * which the font has as one glyph), tabs as spaces, other control characters dropped.
 */
export const clean = (text: string): string =>
  text
    .normalize("NFC")
    .replace(/\t/g, " ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "");

export interface Style {
  size?: number;
  bold?: boolean;
  color?: "ink" | "muted";
}

/** One cell of a table row: its lines (each wrapped to the column), right-aligned for figures. */
export interface Cell {
  lines: { text: string; bold?: boolean; muted?: boolean }[];
  width: number;
  align?: "left" | "right";
}

export class PdfWriter {
  readonly width = a4.width - 2 * margin.side;
  readonly left = margin.side;
  private page!: PDFPage;
  /** Each page's names for the two weights, set once in its resources. */
  private readonly pageFonts = new Map<PDFPage, { regular: PDFName; bold: PDFName }>();
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /** A new document with the site's typeface embedded as a subset (only the glyphs the document sets). */
  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(unshapedFontkit);
    // Named for the weight: an instance keeps the variable font's default name ("PublicSans-Thin"), and
    // a subset's name takes a six-letter tag (PDF 1.7, 9.6.4).
    const [regular, bold] = await Promise.all([
      doc.embedFont(fontBytes(publicSansRegular), { subset: true, customName: "PSQTEA+PublicSans-Regular" }),
      doc.embedFont(fontBytes(publicSansBold), { subset: true, customName: "PSQTEB+PublicSans-Bold" }),
    ]);
    return new PdfWriter(doc, regular, bold);
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /**
   * The width of text already clean: each character's advance, as pdf-lib's widthOfTextAtSize sums
   * them (no kerning), taken once per character and weight for the isolate's life.
   */
  textWidth(text: string, style: Style = {}): number {
    const bold = style.bold ?? false;
    const advances = characterAdvances[bold ? "bold" : "regular"];
    let width = 0;
    for (const character of text) {
      let advance = advances.get(character);
      if (advance === undefined) {
        advance = this.font(bold).widthOfTextAtSize(character, 1000);
        advances.set(character, advance);
      }
      width += advance;
    }
    return (width * (style.size ?? sizes.body)) / 1000;
  }

  private newPage() {
    this.page = this.doc.addPage([a4.width, a4.height]);
    this.pageFonts.set(this.page, {
      regular: this.page.node.newFontDictionary(this.regular.name, this.regular.ref),
      bold: this.page.node.newFontDictionary(this.bold.name, this.bold.ref),
    });
    this.y = a4.height - margin.top;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): boolean {
    if (this.y - height >= margin.bottom) return false;
    this.newPage();
    return true;
  }

  space(points: number) {
    this.y -= points;
  }

  /** The text in lines no wider than `width`: broken at spaces, and inside a word only when it is wider than a line. */
  wrap(text: string, width: number, style: Style = {}): string[] {
    const space = this.textWidth(" ", style);
    const lines: string[] = [];
    for (const paragraph of clean(text).split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = this.textWidth(word, style);
        if (!line || lineWidth + space + wordWidth > width) {
          if (line) lines.push(line);
          [line, lineWidth] = [word, wordWidth];
        } else {
          [line, lineWidth] = [`${line} ${word}`, lineWidth + space + wordWidth];
        }
        // A word wider than the line (a long e-mail address, a SHA-256): broken between characters.
        while (lineWidth > width && line.length > 1) {
          let cut = 0;
          let cutWidth = 0;
          for (const character of line) {
            const next = this.textWidth(character, style);
            if (cut > 0 && cutWidth + next > width) break;
            cut += character.length;
            cutWidth += next;
          }
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = this.textWidth(line, style);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(style: Style = {}): number {
    return (style.size ?? sizes.body) * leading;
  }

  /**
   * Lines of text, the first one's top at `top` (the cursor unless given), one line height apart, as
   * pdf-lib's own drawText writes them but with the page's font names set once: drawText adds a name
   * for its font to the page's resources on every call, and checked and set up more than the glyphs cost.
   */
  private draw(lines: string | readonly string[], x: number, style: Style, top = this.y) {
    const size = style.size ?? sizes.body;
    const bold = style.bold ?? false;
    const font = this.font(bold);
    this.page.pushOperators(
      ...drawLinesOfText(
        (typeof lines === "string" ? [lines] : lines).map((line) => font.encodeText(line)),
        {
          x,
          y: top - size,
          size,
          lineHeight: this.lineHeight(style),
          font: this.pageFonts.get(this.page)?.[bold ? "bold" : "regular"] ?? font.name,
          color: style.color === "muted" ? muted : ink,
          rotate: degrees(0),
          xSkew: degrees(0),
          ySkew: degrees(0),
        },
      ),
    );
  }

  /** A paragraph wrapped to the page (less `indent`), a page break wherever a line would not fit. */
  paragraph(text: string, style: Style = {}, indent = 0) {
    const height = this.lineHeight(style);
    const lines = this.wrap(text, this.width - indent, style);
    while (lines.length) {
      this.ensure(height);
      const fit = Math.max(1, Math.floor((this.y - margin.bottom) / height));
      const here = lines.splice(0, fit);
      this.draw(here, this.left + indent, style);
      this.y -= here.length * height;
    }
  }

  /** A heading, kept on the page with at least two lines of what follows it. */
  heading(text: string, size: number = sizes.heading) {
    this.ensure(size * leading + 3 * this.lineHeight());
    this.space(size * 0.6);
    this.paragraph(text, { size, bold: true });
    this.space(size * 0.2);
  }

  /** Items with a bullet, each wrapped under its own text. */
  bullets(items: readonly string[], style: Style = {}) {
    const indent = 12;
    for (const item of items) {
      const lines = this.wrap(item, this.width - indent, style);
      lines.forEach((line, i) => {
        this.ensure(this.lineHeight(style));
        if (i === 0) this.draw("•", this.left + 2, style);
        this.draw(line, this.left + indent, style);
        this.y -= this.lineHeight(style);
      });
    }
  }

  /** Label and value pairs, the label in a column of its own; pairs with an empty value are left out. */
  pairs(rows: readonly (readonly [string, string])[], labelWidth = 150, style: Style = {}) {
    for (const [label, value] of rows) {
      if (!value.trim()) continue;
      this.row(
        [
          { lines: [{ text: label, bold: true }], width: labelWidth - 8 },
          { lines: [{ text: value }], width: this.width - labelWidth },
        ],
        style,
      );
    }
  }

  /**
   * One table row: each cell's lines wrapped to its width, the row as tall as its tallest cell and
   * kept whole on one page (a new page first when it would not fit). Cells are set 8 pt apart.
   */
  row(
    cells: readonly Cell[],
    style: Style = {},
    options: {
      ruleBelow?: boolean;
      /** Drawn first on a new page the row starts (a table's header). */ onNewPage?: () => void;
    } = {},
  ) {
    const size = style.size ?? sizes.body;
    const height = this.lineHeight(style);
    const wrapped = cells.map((cell) =>
      cell.lines.flatMap((line) =>
        this.wrap(line.text, cell.width, { size, bold: line.bold ?? style.bold ?? false }).map((text) => ({
          text,
          bold: line.bold ?? style.bold ?? false,
          muted: line.muted ?? false,
        })),
      ),
    );
    const rowHeight = Math.max(...wrapped.map((lines) => lines.length)) * height;
    if (this.ensure(rowHeight + 4)) options.onNewPage?.();
    let x = this.left;
    cells.forEach((cell, i) => {
      (wrapped[i] ?? []).forEach((line, n) => {
        const lineStyle: Style = { size, bold: line.bold, color: line.muted ? "muted" : "ink" };
        const at = cell.align === "right" ? x + cell.width - this.textWidth(line.text, lineStyle) : x;
        this.draw(line.text, at, lineStyle, this.y - n * height);
      });
      x += cell.width + 8;
    });
    this.y -= rowHeight;
    if (options.ruleBelow) this.rule();
    this.space(3);
  }

  /** A thin line across the page. */
  rule() {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.5,
      color: rule,
    });
    this.space(4);
  }

  /**
   * Each block as given: its heading, then its paragraphs. A block of a third of a page or less (the
   * model cancellation form) starts a new page rather than break across two, so it prints whole.
   */
  blocks(blocks: readonly PdfTextBlock[]) {
    const paragraphGap = 4;
    for (const block of blocks) {
      const height =
        sizes.heading * (0.8 + leading) +
        block.paragraphs.reduce(
          (sum, paragraph) => sum + this.wrap(paragraph, this.width).length * this.lineHeight() + paragraphGap,
          0,
        );
      if (height <= (a4.height - margin.top - margin.bottom) / 3) this.ensure(height);
      this.heading(block.heading);
      for (const paragraph of block.paragraphs) {
        this.paragraph(paragraph);
        this.space(paragraphGap);
      }
    }
  }

  /** The footer of every page (page numbers known only now), and the document's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.page = page;
      this.draw(clean(footer(i + 1, pages.length)), this.left, { size: 8, color: "muted" }, margin.bottom / 2 + 8);
    });
    return this.doc.save();
  }
}
