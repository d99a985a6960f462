import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchNewOrders, type AdhocFeed, type AdhocGateway, type RouteOrder } from '@rota/core/daily-plan';
import { Modal } from '../../ui/Modal.js';

/**
 * Orders of the plan's day that can be added to the version on screen (adhoc/attachable-orders);
 * orders stored for that day while it is open (adhochub `ReceiveNewOrders`) join the list, marked new.
 */
export function AddOrdersModal({
  jobRefNo,
  routeId,
  adhoc,
  feed,
  already,
  onAdd,
  onClose,
}: {
  jobRefNo: string;
  routeId: string;
  adhoc: AdhocGateway;
  feed?: AdhocFeed;
  already: readonly string[];
  onAdd: (refNos: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [orders, setOrders] = useState<RouteOrder[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    void adhoc
      .getAttachableOrders(jobRefNo, routeId)
      .then((answer) => setOrders(answer.ok ? answer.value : []));
  }, [adhoc, jobRefNo, routeId]);
  const [arrived, setArrived] = useState<RouteOrder[]>([]);
  useEffect(() => {
    if (!feed) return undefined;
    const subscription = watchNewOrders({ feed }, jobRefNo).subscribe((fresh) =>
      setArrived(fresh as RouteOrder[]),
    );
    return () => subscription.unsubscribe();
  }, [feed, jobRefNo]);
  const arrivedRefs = new Set(arrived.map((o) => o.refNo));
  const listed = orders === null ? null : [...orders.filter((o) => !arrivedRefs.has(o.refNo)), ...arrived];
  const shown = (listed ?? []).filter((o) => !already.includes(o.refNo));
  return (
    <Modal
      title={t('adhocUi.addOrdersTitle')}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="button ghost" onClick={onClose}>
            {t('adhocUi.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={picked.length === 0}
            onClick={() => onAdd(picked)}
          >
            {t('adhocUi.add')}
          </button>
        </>
      }
    >
      {orders === null ? (
        <div className="page-loading" aria-busy="true" />
      ) : shown.length === 0 ? (
        <p className="muted">{t('adhocUi.noAttachableOrders')}</p>
      ) : (
        <table className="plain-table">
          <thead>
            <tr>
              <th />
              <th>{t('dailyPlanUi.column.refNo')}</th>
              <th>{t('dailyPlanUi.column.name')}</th>
              <th>{t('dailyPlanUi.column.locationName')}</th>
              <th>{t('dailyPlanUi.column.operationTypeName')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => (
              <tr key={order.refNo}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={order.refNo}
                    checked={picked.includes(order.refNo)}
                    onChange={() =>
                      setPicked((list) =>
                        list.includes(order.refNo)
                          ? list.filter((r) => r !== order.refNo)
                          : [...list, order.refNo],
                      )
                    }
                  />
                </td>
                <td>
                  {order.refNo}
                  {arrivedRefs.has(order.refNo) ? (
                    <span className="adhoc-new-order">{t('adhocUi.newOrder')}</span>
                  ) : null}
                </td>
                <td>{order.name}</td>
                <td>{order.locationName}</td>
                <td>{order.operationTypeName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
