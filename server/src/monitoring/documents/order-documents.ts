import JSZip from 'jszip';
import type { Translator } from '../../platform/i18n.js';
import type { JobOrder } from '../monitoring.repository.js';
import { A4_PAGE, LABEL_PAGE, PDFDocument, PdfWriter } from './pdf-writer.js';

/** Date and time as people read them on paper: DD/MM/YYYY HH:mm in the operation's offset. */
export function paperDateTime(iso: string | null, timezoneOffset: number): string | null {
  if (iso === null) return null;
  const local = new Date(Date.parse(iso) - timezoneOffset * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** The label of one order on the writer's current page. */
async function writeLabel(
  pdf: PdfWriter,
  jobRefNo: string,
  order: JobOrder,
  t: Translator,
  timezoneOffset: number,
) {
  pdf.title(t('monitoring.pdf.label'), 14);
  pdf.barcode(order.refNo, 60);
  pdf.gap(4);
  pdf.text(order.name, 12, true);
  pdf.field(t('monitoring.pdf.job'), jobRefNo, 9);
  pdf.field(t('monitoring.pdf.action'), order.actionDisplay, 9);
  pdf.field(t('monitoring.pdf.location'), order.locationName, 9);
  pdf.field(t('monitoring.pdf.address'), order.address, 9);
  pdf.field(t('monitoring.pdf.client'), order.clientName, 9);
  pdf.field(t('monitoring.pdf.vehicle'), order.plate, 9);
  pdf.field(t('monitoring.pdf.visitOrder'), order.visitOrder, 9);
  pdf.field(t('monitoring.pdf.plannedArrival'), paperDateTime(order.plannedArrival, timezoneOffset), 9);
  pdf.field(t('monitoring.pdf.weight'), order.weight === null ? null : `${order.weight} kg`, 9);
  pdf.field(t('monitoring.pdf.volume'), order.volume === null ? null : `${order.volume} m³`, 9);
  pdf.field(t('monitoring.pdf.amount'), order.amount, 9);
}

/**
 * The labels of a job's orders, one PDF each: every order's reference as a Code 128 barcode,
 * where it goes and on which vehicle. The labels are laid out as pages of one document first so
 * that the font is subset once for all of them, then each page becomes its own file.
 */
export async function orderLabelPdfs(
  jobRefNo: string,
  orders: readonly JobOrder[],
  t: Translator,
  timezoneOffset: number,
): Promise<{ order: JobOrder; content: Uint8Array }[]> {
  if (orders.length === 0) return [];
  const all = await PdfWriter.create({
    title: t('monitoring.pdf.label'),
    subject: jobRefNo,
    keywords: [jobRefNo],
    size: LABEL_PAGE,
  });
  for (const [i, order] of orders.entries()) {
    if (i > 0) all.newPage();
    await writeLabel(all, jobRefNo, order, t, timezoneOffset);
  }
  const source = await PDFDocument.load(await all.save());
  const files = [];
  for (const [i, order] of orders.entries()) {
    const one = await PDFDocument.create();
    const [page] = await one.copyPages(source, [i]);
    one.addPage(page!);
    one.setTitle(t('monitoring.pdf.labelTitle', { orderRefNo: order.refNo }));
    one.setSubject(order.refNo);
    one.setKeywords([jobRefNo, order.refNo]);
    one.setProducer('Rota');
    one.setCreator('Rota');
    files.push({ order, content: await one.save() });
  }
  return files;
}

export interface ReceiptContent {
  order: JobOrder;
  jobRefNo: string;
  status: string;
  arrivedAt: string | null;
  completedAt: string | null;
  contactName: string | null;
  notes: string[];
  barcodes: string[];
  files: { fileType: 'Photo' | 'Signature'; fileName: string; contentType: string; content: Uint8Array }[];
}

/** The service receipt of one order: what was served, when, by whom, with the proof. */
export async function serviceReceiptPdf(
  receipt: ReceiptContent,
  t: Translator,
  timezoneOffset: number,
): Promise<Uint8Array> {
  const { order } = receipt;
  const pdf = await PdfWriter.create({
    title: t('monitoring.pdf.receiptTitle', { orderRefNo: order.refNo }),
    subject: order.refNo,
    keywords: [receipt.jobRefNo, order.refNo, ...receipt.barcodes],
    size: A4_PAGE,
  });
  pdf.title(t('monitoring.pdf.receipt'), 18);
  pdf.barcode(order.refNo, 40);
  pdf.rule();
  pdf.field(t('monitoring.pdf.order'), `${order.refNo} · ${order.name}`);
  pdf.field(t('monitoring.pdf.job'), receipt.jobRefNo);
  pdf.field(t('monitoring.pdf.action'), order.actionDisplay);
  pdf.field(t('monitoring.pdf.status'), receipt.status);
  pdf.field(t('monitoring.pdf.location'), order.locationName);
  pdf.field(t('monitoring.pdf.address'), order.address);
  pdf.field(t('monitoring.pdf.client'), order.clientName);
  pdf.field(t('monitoring.pdf.vehicle'), order.plate);
  pdf.field(t('monitoring.pdf.driver'), order.driverName);
  pdf.field(t('monitoring.pdf.plannedArrival'), paperDateTime(order.plannedArrival, timezoneOffset));
  pdf.field(t('monitoring.pdf.actualArrival'), paperDateTime(receipt.arrivedAt, timezoneOffset));
  pdf.field(t('monitoring.pdf.completedAt'), paperDateTime(receipt.completedAt, timezoneOffset));
  pdf.field(t('monitoring.pdf.amount'), order.amount);
  pdf.field(
    t('monitoring.pdf.invoiceAmount'),
    order.invoiceAmount === null ? null : `${order.invoiceAmount.toFixed(2)} ${order.currency}`,
  );
  pdf.field(t('monitoring.pdf.contactName'), receipt.contactName);
  pdf.field(t('monitoring.pdf.notes'), receipt.notes.join('\n'));
  if (receipt.barcodes.length > 0) {
    pdf.rule();
    pdf.text(t('monitoring.pdf.scannedBarcodes'), 11, true);
    for (const code of receipt.barcodes) pdf.barcode(code, 32);
  }
  for (const kind of ['Signature', 'Photo'] as const) {
    const files = receipt.files.filter((f) => f.fileType === kind);
    if (files.length === 0) continue;
    pdf.rule();
    pdf.text(t(kind === 'Signature' ? 'monitoring.pdf.signatures' : 'monitoring.pdf.photos'), 11, true);
    for (const file of files) {
      pdf.text(file.fileName, 8);
      if (!(await pdf.image(file.content, file.contentType, kind === 'Signature' ? 90 : 180)))
        pdf.text(t('monitoring.pdf.imageNotPrintable'), 8);
    }
  }
  return pdf.save();
}

/** Several files in one zip (DEFLATE). */
export async function zipOf(files: readonly { name: string; content: Uint8Array }[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const file of files) zip.file(file.name, file.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

/** A file name made safe for a zip entry and a download. */
export function safeFileName(name: string): string {
  const safe = [...name].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return safe.slice(0, 120) || 'file';
}
