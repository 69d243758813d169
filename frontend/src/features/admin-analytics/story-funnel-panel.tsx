import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { storyTypeLabels } from '../../shared/stories/story-labels';
import { AdminPanel } from '../admin/admin-panel';
import { formatCount, formatRate } from '../admin/format-figures';
import classes from './analytics-tables.module.css';
import { ScrollingTable } from './scrolling-table';
import { ShareBar } from './share-bar';
import type { StoryFunnelFieldsFragment } from './story-funnel-panel.generated';

const steps = [
  { key: 'views', label: 'Viewed' },
  { key: 'addsToCart', label: 'Added to cart' },
  { key: 'checkouts', label: 'Checked out' },
  { key: 'paid', label: 'Paid' },
] as const;

function FunnelRow({ funnel }: { funnel: StoryFunnelFieldsFragment }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.name}>
        <Anchor component={Link} to={`/admin/stories/${funnel.story.id}`} fw={600}>
          {funnel.story.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {storyTypeLabels[funnel.story.type]}
        </Text>
      </Table.Th>
      {steps.map((step) => (
        <Table.Td key={step.key} className={classes.figure}>
          {formatCount(funnel[step.key])}
          {/* Each step's bar is its share of the story's views, so a row narrows like the funnel it is. */}
          <ShareBar share={funnel.views === 0 ? 0 : funnel[step.key] / funnel.views} />
        </Table.Td>
      ))}
      <Table.Td className={classes.number}>
        <Text fw={600} span>
          {formatRate(funnel.conversionRate)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function StoryFunnelPanel({ funnels }: { funnels: readonly StoryFunnelFieldsFragment[] }) {
  return (
    <AdminPanel
      title="Story funnel"
      description="Sessions that viewed each story and added it to the cart, then the orders placed and paid for it, from the shop's own records. Conversion: paid orders per viewing session."
    >
      {funnels.length === 0 ? (
        <Text c="dimmed">No story was viewed in these days.</Text>
      ) : (
        <ScrollingTable label="Story funnel table" minWidth={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Story</Table.Th>
              {steps.map((step) => (
                <Table.Th key={step.key} scope="col">
                  {step.label}
                </Table.Th>
              ))}
              <Table.Th scope="col" className={classes.number}>
                Conversion
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funnels.map((funnel) => (
              <FunnelRow key={funnel.story.id} funnel={funnel} />
            ))}
          </Table.Tbody>
        </ScrollingTable>
      )}
    </AdminPanel>
  );
}
