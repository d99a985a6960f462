/**
 * Time to make a job's labels zip: one 100 x 150 mm PDF per order (DejaVu Sans subset, a Code 128 of the
 * order reference from bwip-js) and the zip around them, as POST pdf/order-tracking-label-with-job
 * makes it, without the database.
 *
 *   npx tsx --conditions=@rota/source server/bench/labels.ts [--orders 200]
 */
import { orderLabelPdfs, zipOf } from '../src/monitoring/documents/order-documents.js';
import type { JobOrder } from '../src/monitoring/monitoring.repository.js';
import { translatorFor } from '../src/platform/i18n.js';
import { monitoringMessages } from '../src/monitoring/messages.js';
import { addMessages } from '../src/platform/i18n.js';

const ordersArg = process.argv.indexOf('--orders');
const ORDERS = ordersArg > 0 ? Number(process.argv[ordersArg + 1]) : 200;
addMessages(monitoringMessages);
const t = translatorFor('tr');

const order = (i: number): JobOrder => ({
  orderId: i,
  refNo: `SO-BENCH-${String(i).padStart(5, '0')}`,
  name: `Maden suyu (${i} koli)`,
  action: 'DELIVERY',
  actionDisplay: 'Teslimat',
  amount: i,
  monetaryValue: null,
  invoiceAmount: 120.5,
  currency: 'TRY',
  serviceDuration: 10,
  volume: 1.2,
  weight: 35,
  serveAfter: '09:00',
  serveBefore: '17:00',
  description: null,
  locationRefNo: `L-${i}`,
  locationName: `Şişli Çarşı Mağazası ${i}`,
  locationType: 'Mağaza',
  address: 'Halaskargazi Cd. No: 12, Şişli, İstanbul',
  clientRefNo: 'C-1',
  clientName: 'Güneş Unlu Mamulleri',
  stopId: i,
  visitOrder: i,
  plannedArrival: new Date().toISOString(),
  plannedServiceStart: null,
  plannedServiceEnd: null,
  routeVehicleId: 1,
  vehicleRefNo: 'V-1',
  plate: '34 ABC 123',
  driverName: 'Ahmet Aksoy',
});

await orderLabelPdfs('BENCH', [order(0)], t, -180); // fonts read once
const started = performance.now();
const labels = await orderLabelPdfs(
  'BENCH',
  Array.from({ length: ORDERS }, (_, i) => order(i + 1)),
  t,
  -180,
);
const files = labels.map((l) => ({ name: `${l.order.refNo}.pdf`, content: l.content }));
const pdfs = performance.now();
const zip = await zipOf(files);
const done = performance.now();
const bytes = files.reduce((s, f) => s + f.content.byteLength, 0);
console.log(
  `${ORDERS} labels: PDFs ${((pdfs - started) / 1000).toFixed(2)} s (${((pdfs - started) / ORDERS).toFixed(1)} ms each, ` +
    `${(bytes / ORDERS / 1024).toFixed(1)} KiB each), zip ${((done - pdfs) / 1000).toFixed(2)} s, ` +
    `${(zip.byteLength / 1024 / 1024).toFixed(2)} MiB`,
);
