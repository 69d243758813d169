import { ActionIcon, Anchor, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatPriceCents } from '../../shared/format/format-price';
import { CartLineThumbnail } from './cart-line-thumbnail';
import classes from './cart-line-item.module.css';
import { productKindLabels } from './product-kind-labels';
import type { CartLine } from './use-cart';

interface CartLineItemProps {
  line: CartLine;
  removing: boolean;
  onRemove: () => void;
  /** Following the title to its story leaves the cart. */
  onNavigate: () => void;
}

export function CartLineItem({ line, removing, onRemove, onNavigate }: CartLineItemProps) {
  return (
    <li className={classes.line} aria-busy={removing || undefined}>
      <CartLineThumbnail imageUrl={line.imageUrl} />
      <div className={classes.text}>
        {line.storyId ? (
          <Anchor component={Link} to={`/stories/${line.storyId}`} onClick={onNavigate} className={classes.title} lineClamp={2}>
            {line.title}
          </Anchor>
        ) : (
          <Text className={classes.title} lineClamp={2}>
            {line.title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {productKindLabels[line.kind]}
        </Text>
        {line.kind === 'SPONSORSHIP' && line.sponsorName && (
          <Text size="xs" className={classes.sponsorName}>
            Shown as {line.sponsorName}
          </Text>
        )}
        {line.detailsSummary && (
          <Text size="xs" className={classes.detailsSummary}>
            {line.detailsSummary}
          </Text>
        )}
      </div>
      <div className={classes.end}>
        <Text className={classes.price}>{formatPriceCents(line.priceCents)}</Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={`Remove ${line.title} from cart`}
          loading={removing}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </div>
    </li>
  );
}
