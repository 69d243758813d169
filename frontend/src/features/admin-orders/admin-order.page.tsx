import { useParams } from 'react-router-dom';
import { useFocusHandoff } from '../../shared/use-focus-handoff';
import { AdminSection } from '../admin/admin-section';
import { useAdminOrderQuery } from './admin-order.page.generated';
import { DetailPanel } from '../admin/detail-panel';
import { BackLink } from '../admin/back-link';
import { NotLoaded } from '../admin/not-loaded';
import { OrderHistoryPanel } from './order-history-panel';
import { OrderLinesTable } from './order-lines-table';
import { OrderOverviewPanels, type AdminOrderView } from './order-overview-panels';
import { OrderRefundRequestsPanel } from './order-refund-requests-panel';
import { RefundButton } from './refund-button';

/** Only a paid order's lines can be refunded. */
function isPaid(order: AdminOrderView): boolean {
  return order.state === 'PAID' || order.state === 'FULFILLED';
}

/** "Refund order", while a paid order has something left to refund. */
function RefundOrderAction({ order, onRefunded }: { order: AdminOrderView; onRefunded: () => void }) {
  const left = order.totalCents - order.refundedCents;
  if (!isPaid(order) || left <= 0) return null;
  return (
    <RefundButton
      label="Refund order"
      orderId={order.id}
      lineIds={[]}
      subject={`order ${order.number}`}
      amountCents={left}
      onRefunded={onRefunded}
    />
  );
}

interface OrderDetailsProps {
  order: AdminOrderView;
  /** For the lines, which take focus once the whole order is refunded. */
  linesRef: (element: HTMLElement | null) => void;
}

function OrderDetails({ order, linesRef }: OrderDetailsProps) {
  return (
    <>
      <OrderOverviewPanels order={order} />
      <div ref={linesRef} tabIndex={-1}>
        <DetailPanel title="Lines" unframed>
          <OrderLinesTable orderId={order.id} lines={order.lines} refundable={isPaid(order)} />
        </DetailPanel>
      </div>
      <OrderRefundRequestsPanel requests={order.refundRequests} />
      <OrderHistoryPanel events={order.history} />
    </>
  );
}

/** `/admin/orders/:orderId`: one order's summary, payment, lines, history and refund requests, and its refunds. */
export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  const { data, previousData, error, refetch } = useAdminOrderQuery({
    variables: { id: orderId },
    // The order moves on away from this page (a request approved in the queue, a payment, another
    // admin's refund): a copy cached on an earlier visit is shown only until the shop answers.
    fetchPolicy: 'cache-and-network',
  });
  // A failed refetch (after a refund) leaves `data` empty; the order as last seen stays on screen.
  const order = (data ?? previousData)?.adminOrder;
  // Once the whole order is refunded, its button leaves: focus goes to the lines, now refunded.
  const lines = useFocusHandoff();

  return (
    <AdminSection
      title={order ? `Order ${order.number}` : 'Order'}
      description="Lines, payment, history and refunds."
      actions={order && <RefundOrderAction order={order} onRefunded={lines.focus} />}
    >
      <BackLink to="/admin/orders" label="All orders" />
      {order ? (
        <OrderDetails order={order} linesRef={lines.ref} />
      ) : (
        <NotLoaded
          missing={order === null}
          failed={error !== undefined}
          onRetry={() => void refetch().catch(() => undefined)}
          missingText="There is no order with this id."
        />
      )}
    </AdminSection>
  );
}
