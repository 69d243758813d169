import { Table, Text } from '@mantine/core';
import { storyTypeLabels } from '../../shared/stories/story-labels';
import { AdminPanel } from '../admin/admin-panel';
import { formatCount, formatRate } from '../admin/format-figures';
import classes from './analytics-tables.module.css';
import type { TypeConversionFieldsFragment } from './conversion-by-type.generated';
import { ScrollingTable } from './scrolling-table';
import { ShareBar } from './share-bar';

export function ConversionByType({ conversions }: { conversions: readonly TypeConversionFieldsFragment[] }) {
  const best = Math.max(...conversions.map((conversion) => conversion.conversionRate), 0);
  return (
    <AdminPanel title="Conversion by story type" description="Paid orders per session that viewed a story of the type.">
      {conversions.length === 0 ? (
        <Text c="dimmed">No story was viewed in these days.</Text>
      ) : (
        <ScrollingTable label="Conversion by story type table" minWidth={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                Viewing sessions
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                Paid orders
              </Table.Th>
              <Table.Th scope="col">Conversion</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conversions.map((conversion) => (
              <Table.Tr key={conversion.type}>
                <Table.Th scope="row">{storyTypeLabels[conversion.type]}</Table.Th>
                <Table.Td className={classes.number}>{formatCount(conversion.viewSessions)}</Table.Td>
                <Table.Td className={classes.number}>{formatCount(conversion.paidOrders)}</Table.Td>
                <Table.Td className={classes.figure} w="30%">
                  {formatRate(conversion.conversionRate)}
                  {/* Against the best type's rate: real rates are a few percent, and a bar of 3% would not show. */}
                  <ShareBar share={best === 0 ? 0 : conversion.conversionRate / best} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollingTable>
      )}
    </AdminPanel>
  );
}
