import { scan, type Observable } from 'rxjs';
import type { NewOrdersEvent } from '../location-change.schema.js';
import type { AdhocFeed } from '../ports.js';

/** Orders that arrive over the job channel (adhochub?jobRefNo), each refNo once, oldest first. */
export function watchNewOrders(
  ports: { readonly feed: AdhocFeed },
  jobRefNo: string,
): Observable<NewOrdersEvent> {
  return ports.feed.newOrders(jobRefNo).pipe(
    scan((known: NewOrdersEvent, batch: NewOrdersEvent): NewOrdersEvent => {
      const seen = new Set(known.map((order) => order.refNo));
      const fresh = batch.filter((order) => {
        if (seen.has(order.refNo)) return false;
        seen.add(order.refNo);
        return true;
      });
      return fresh.length === 0 ? known : [...known, ...fresh];
    }, []),
  );
}
