// Only admin pages show tables, so their styles load with this page rather than with the shop's first CSS.
import '@mantine/core/styles/Table.css';
import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { AdminShipmentFieldsFragment } from './admin-shipments.page.generated';
import classes from './admin-shipments.module.css';
import { ShipmentRow } from './shipment-row';

export function ShipmentsTable({ shipments }: { shipments: readonly AdminShipmentFieldsFragment[] }) {
  return (
    <Paper withBorder radius="lg" className={classes.panel}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Story</Table.Th>
            <Table.Th>Ship to</Table.Th>
            <Table.Th>Ordered</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((shipment) => (
            <ShipmentRow key={shipment.id} shipment={shipment} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
