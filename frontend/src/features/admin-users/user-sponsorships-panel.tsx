import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatCredits } from '../../shared/credits/format-credits';
import { formatDownloads } from '../../shared/format/format-downloads';
import { formatPurchaseDate } from '../account/format-purchase-date';
import { DetailPanel } from '../admin/detail-panel';
import { AdminTable } from '../admin/admin-table';
import classes from './admin-users.module.css';
import type { AdminSponsorshipFieldsFragment } from './user-sponsorships-panel.generated';

/** The stories the user sponsors, under which name, and what each has earned them. */
export function UserSponsorshipsPanel({ sponsorships }: { sponsorships: readonly AdminSponsorshipFieldsFragment[] }) {
  return (
    <DetailPanel title="Sponsorships" unframed>
      {sponsorships.length === 0 ? (
        <Text c="dimmed" size="sm">
          No story sponsored.
        </Text>
      ) : (
        <AdminTable label="Sponsorships" minWidth={680}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Story</Table.Th>
              <Table.Th>Shown as</Table.Th>
              <Table.Th>Since</Table.Th>
              <Table.Th>Downloads</Table.Th>
              <Table.Th>Earned</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sponsorships.map((sponsorship) => (
              <Table.Tr key={sponsorship.story.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/stories/${sponsorship.story.id}`} fw={600}>
                    {sponsorship.story.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{sponsorship.sponsorName}</Table.Td>
                <Table.Td className={classes.date}>{formatPurchaseDate(sponsorship.sponsoredAt)}</Table.Td>
                <Table.Td className={classes.number}>{formatDownloads(sponsorship.downloads)}</Table.Td>
                <Table.Td className={classes.number}>{formatCredits(sponsorship.creditsEarned)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
      )}
    </DetailPanel>
  );
}
