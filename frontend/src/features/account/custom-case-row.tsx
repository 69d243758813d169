import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../shared/format/format-date';
import type { CustomCaseStatus } from '../../graphql/types.generated';
import { CustomCaseStatusBadge } from '../custom-case/custom-case-status';
import { DownloadButton } from '../library/download-button';
import { DownloadError } from '../library/download-error';
import type { MyCustomCaseFieldsFragment } from './custom-cases-section.generated';
import classes from './custom-case-row.module.css';
import { formatPurchaseDate } from './format-purchase-date';
import { useCustomCaseDownload } from './use-custom-case-download';

const progressNotes: Record<Exclude<CustomCaseStatus, 'DELIVERED'>, string> = {
  BRIEF_RECEIVED: 'We have your brief: writing starts soon.',
  WRITING: 'Our writers are at work on your case.',
  CANCELLED: 'Refunded before delivery.',
};

function suspectCount(count: number): string {
  return `${count} ${count === 1 ? 'suspect' : 'suspects'}`;
}

export function CustomCaseRow({ customCase }: { customCase: MyCustomCaseFieldsFragment }) {
  const { brief, status } = customCase;
  const location = brief.location?.trim();

  return (
    <li className={classes.row}>
      <div className={classes.icon} aria-hidden>
        <IconFileText size={26} stroke={1.5} />
      </div>
      <div className={classes.details}>
        <Group gap="xs" align="center" wrap="wrap">
          <Text component="h3" className={classes.title}>
            Custom case in {brief.city}
          </Text>
          <CustomCaseStatusBadge status={status} />
        </Group>
        <Text size="sm" className={classes.brief}>
          {location ? `${location} · ` : ''}
          {suspectCount(brief.suspects.length)} · Needed by {formatLongDate(brief.dateRequired)}
        </Text>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/orders/${customCase.orderId}`} inherit c="dimmed" underline="always">
            Order {customCase.orderNumber}
          </Anchor>{' '}
          · Ordered {formatPurchaseDate(customCase.orderedAt)}
          {customCase.deliveredAt && ` · Delivered ${formatPurchaseDate(customCase.deliveredAt)}`}
        </Text>
        {status !== 'DELIVERED' && (
          <Text size="sm" mt={6} className={classes.note}>
            {progressNotes[status]}
          </Text>
        )}
      </div>
      {status === 'DELIVERED' && <DeliveredCaseDownload customCaseId={customCase.id} />}
    </li>
  );
}

function DeliveredCaseDownload({ customCaseId }: { customCaseId: string }) {
  const { download, preparing, error } = useCustomCaseDownload(customCaseId);
  return (
    <>
      <div className={classes.action}>
        <DownloadButton label="Download Again" variant="light" fullWidth preparing={preparing} onDownload={download} />
      </div>
      {error && (
        <div className={classes.error}>
          <DownloadError message={error} />
        </div>
      )}
    </>
  );
}
