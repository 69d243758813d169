import { QueueList } from '../admin/queue-list';
import { OrdersQueueSection } from '../admin-orders/orders-queue-section';
import {
  customCaseFilterOf,
  customCaseFilters,
  defaultCustomCaseFilter,
  emptyQueueText,
  type CustomCaseFilter,
} from './custom-case-filter';
import { CustomCasesTable } from './custom-cases-table';
import { useCustomCaseQueue } from './use-custom-case-queue';

function CustomCaseQueue({ filter }: { filter: CustomCaseFilter }) {
  const { customCases, ...queue } = useCustomCaseQueue(filter);
  return (
    <QueueList items={customCases} emptyText={emptyQueueText(filter)} failedText="The next custom cases did not load." {...queue}>
      {(items) => <CustomCasesTable customCases={items} />}
    </QueueList>
  );
}

/** `/admin/custom-cases`: the operator's queue of commissions, for admins only (the server refuses anyone else). */
export function AdminCustomCasesPage() {
  return (
    <OrdersQueueSection
      title="Custom Cases"
      description="Mystery Creator briefs to write and deliver, oldest order first."
      filters={customCaseFilters}
      filterOf={customCaseFilterOf}
      defaultFilter={defaultCustomCaseFilter}
    >
      {(filter) => <CustomCaseQueue filter={filter} />}
    </OrdersQueueSection>
  );
}
