import { Anchor, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { StoryThumbnail } from '../../shared/stories/story-thumbnail';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import classes from './order-line-row.module.css';
import { productKindLabels } from './product-kind-labels';

interface OrderLineRowProps {
  line: OrderLineRowFieldsFragment;
  /** Beside the line on wide screens, under it on phones: its download button or its status. */
  aside?: ReactNode;
  /** Across the whole row under the line, e.g. why its download failed. */
  notice?: ReactNode;
}

export function OrderLineRow({ line, aside, notice }: OrderLineRowProps) {
  const refunded = line.state === 'REFUNDED';
  return (
    <li className={classes.row} data-with-aside={aside ? true : undefined}>
      <div className={classes.image}>
        {line.imageUrl ? (
          <StoryThumbnail src={line.imageUrl} title={line.title} decorative />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            <IconPackage size={28} stroke={1.5} />
          </div>
        )}
      </div>
      <div className={classes.details}>
        {line.storyId ? (
          <Anchor component={Link} to={`/stories/${line.storyId}`} className={classes.title}>
            {line.title}
          </Anchor>
        ) : (
          <Text className={classes.title}>{line.title}</Text>
        )}
        <Text size="sm" c="dimmed">
          {productKindLabels[line.kind]}
          {line.quantity > 1 && ` · ${line.quantity} × ${formatPriceCents(line.unitPriceCents)}`}
        </Text>
      </div>
      <Text className={classes.price} td={refunded ? 'line-through' : undefined} c={refunded ? 'dimmed' : undefined}>
        {formatPriceCents(line.unitPriceCents * line.quantity)}
      </Text>
      {aside && <div className={classes.aside}>{aside}</div>}
      {notice && <div className={classes.notice}>{notice}</div>}
    </li>
  );
}
