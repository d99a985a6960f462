import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { render } from 'bwip-js/node';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export { PDFDocument };

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans (Unicode: Turkish letters print as they are), read once. */
function fontBytes() {
  fonts ??= (async () => {
    const folder = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
    const [regular, bold] = await Promise.all([
      readFile(`${folder}DejaVuSans.ttf`),
      readFile(`${folder}DejaVuSans-Bold.ttf`),
    ]);
    return { regular, bold };
  })();
  return fonts;
}

/** The bars of a Code 128 barcode (bwip-js) in modules: each bar's left edge and width, and the symbol's width. */
export function code128Bars(value: string): { bars: { x: number; width: number }[]; width: number } {
  const bars: { x: number; width: number }[] = [];
  let width = 0;
  render(
    { bcid: 'code128', text: value, scale: 1, height: 10, includetext: false },
    {
      scale: (sx, sy) => [sx, sy],
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: (w) => {
        width = w;
      },
      line: (x0, _y0, _x1, _y1, lw) => {
        bars.push({ x: x0 - lw / 2, width: lw });
      },
      polygon: () => undefined,
      hexagon: () => undefined,
      ellipse: () => undefined,
      fill: () => undefined,
      text: () => undefined,
      end: () => undefined,
    },
  );
  return { bars, width };
}

const ink = rgb(0.13, 0.15, 0.16);
const muted = rgb(0.42, 0.46, 0.49);

/**
 * A page writer that goes down the page: titles, label-value lines, wrapped text, barcodes and
 * images, with a new page when the current one is full.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly size: [number, number],
    private readonly margin: number,
  ) {
    this.newPage();
  }

  static async create(options: {
    title: string;
    subject: string;
    keywords: string[];
    size: [number, number];
  }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const bytes = await fontBytes();
    const regular = await doc.embedFont(bytes.regular, { subset: true });
    const bold = await doc.embedFont(bytes.bold, { subset: true });
    doc.setTitle(options.title);
    doc.setSubject(options.subject);
    doc.setKeywords(options.keywords);
    doc.setProducer('Rota');
    doc.setCreator('Rota');
    return new PdfWriter(doc, regular, bold, options.size, options.size[0] < 400 ? 18 : 40);
  }

  private get width() {
    return this.size[0] - 2 * this.margin;
  }

  /** Goes on on a new page (a document of several labels has one page per label). */
  newPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
  }

  private room(height: number) {
    if (this.y - height < this.margin) this.newPage();
  }

  title(text: string, size = 16) {
    this.room(size + 6);
    this.y -= size;
    this.page.drawText(text, { x: this.margin, y: this.y, size, font: this.bold, color: ink });
    this.y -= 8;
  }

  /** Lines of text broken at spaces to the page width. */
  text(text: string, size = 10, bold = false) {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size)) {
      this.room(size + 4);
      this.y -= size + 3;
      this.page.drawText(line, { x: this.margin, y: this.y, size, font, color: ink });
    }
  }

  field(label: string, value: string | number | null | undefined, size = 10) {
    const shown = value === null || value === undefined || value === '' ? '-' : String(value);
    const labelWidth = Math.min(this.width * 0.42, 150);
    const lines = this.wrap(shown, this.regular, size, this.width - labelWidth);
    lines.forEach((line, i) => {
      this.room(size + 4);
      this.y -= size + 4;
      if (i === 0)
        this.page.drawText(label, { x: this.margin, y: this.y, size, font: this.bold, color: muted });
      this.page.drawText(line, {
        x: this.margin + labelWidth,
        y: this.y,
        size,
        font: this.regular,
        color: ink,
      });
    });
  }

  gap(points = 8) {
    this.y -= points;
  }

  rule() {
    this.room(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.margin + this.width, y: this.y },
      thickness: 0.6,
      color: muted,
    });
    this.y -= 4;
  }

  /** A Code 128 barcode drawn as vector bars (sharp at any print size), its value printed under it. */
  barcode(value: string, height = 46) {
    const symbol = code128Bars(value);
    const module = Math.min(1.4, this.width / (symbol.width + 20));
    const left = this.margin + 10 * module;
    this.room(height + 18);
    this.y -= height;
    for (const bar of symbol.bars)
      this.page.drawRectangle({
        x: left + bar.x * module,
        y: this.y,
        width: bar.width * module,
        height,
        color: rgb(0, 0, 0),
      });
    this.y -= 12;
    this.page.drawText(value, {
      x: this.margin + 10 * module,
      y: this.y,
      size: 9,
      font: this.regular,
      color: ink,
    });
    this.y -= 4;
  }

  /** A PNG or JPEG image fitted to a box (a photo or a signature). */
  async image(bytes: Uint8Array, contentType: string, maxHeight = 140) {
    const image =
      contentType === 'image/png'
        ? await this.doc.embedPng(bytes)
        : contentType === 'image/jpeg'
          ? await this.doc.embedJpg(bytes)
          : null;
    if (image === null) return false;
    const scale = Math.min(this.width / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 6);
    this.y -= height;
    this.page.drawImage(image, { x: this.margin, y: this.y, width, height });
    this.y -= 6;
    return true;
  }

  private wrap(text: string, font: PDFFont, size: number, width = this.width): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

/** Page sizes in points: a 100 x 150 mm shipping label, and A4. */
export const LABEL_PAGE: [number, number] = [283.46, 425.2];
export const A4_PAGE: [number, number] = [595.28, 841.89];
