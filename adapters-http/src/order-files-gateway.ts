import type { HttpClient } from './http-client.js';

/** The files of order tracking: a delivery's proof files, its service receipt, a job's labels. */
export function createOrderFilesGateway(http: HttpClient) {
  return {
    /** A proof file by the address the proof names (with or without its `/api/` prefix). */
    proofFile: (fileUrl: string) => http.blob({ url: fileUrl.replace(/^\/api\//, ''), notifyErrors: false }),
    serviceReceipt: (jobRefNo: string, orderRefNo: string) =>
      http.blob({
        url: 'pdf/order-service-receipt-with-orders',
        params: { jobRefNo, orderRefNo },
        timezoneOffset: false,
      }),
    labels: (jobRefNo: string) =>
      http.blob({
        method: 'POST',
        url: 'pdf/order-tracking-label-with-job',
        data: { jobRefNo },
        timezoneOffset: false,
      }),
  };
}
export type OrderFilesGateway = ReturnType<typeof createOrderFilesGateway>;
