// Only admin pages show tables, so their styles load with this page rather than with the shop's first CSS.
import '@mantine/core/styles/Table.css';
import { Paper, Table, VisuallyHidden } from '@mantine/core';
import classes from './admin-custom-cases.module.css';
import type { AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import { CustomCaseQueueRow } from './custom-case-queue-row';

export function CustomCasesTable({ customCases }: { customCases: readonly AdminCustomCaseFieldsFragment[] }) {
  return (
    <Paper withBorder radius="lg" className={classes.panel}>
      <Table.ScrollContainer minWidth={820} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>Suspects</Table.Th>
              <Table.Th>Date required</Table.Th>
              <Table.Th>Ordered</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Brief</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {customCases.map((customCase) => (
              <CustomCaseQueueRow key={customCase.id} customCase={customCase} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
