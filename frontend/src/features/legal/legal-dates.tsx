import { formatLongDate } from '../../shared/format/format-date';
import classes from './legal-document.module.css';

interface LegalDatesProps {
  effective: string;
  lastUpdated: string;
}

export function LegalDates({ effective, lastUpdated }: LegalDatesProps) {
  const dates = [
    { label: 'Effective', isoDate: effective },
    { label: 'Last updated', isoDate: lastUpdated },
  ];

  return (
    <dl className={classes.dates}>
      {dates.map(({ label, isoDate }) => (
        <div key={label} className={classes.date}>
          <dt>{label}</dt>
          <dd>
            <time dateTime={isoDate}>{formatLongDate(isoDate)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
