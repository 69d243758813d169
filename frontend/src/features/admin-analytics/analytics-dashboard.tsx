import { useSearchParams } from 'react-router-dom';
import { AnalyticsReport } from './analytics-report';
import { choiceFromParams, daySpanOf, paramsOfChoice, rangeInputOf, utcDay, type RangeChoice } from './analytics-range';
import { RangePicker } from './range-picker';
import { RecentSessions } from './recent-sessions';

/** The analytics for the days named in the URL (the last 30 by default), counted back from `now`'s UTC day. */
export function AnalyticsDashboard({ now }: { now: () => Date }) {
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const today = utcDay(now());
  const span = daySpanOf(choice, today);
  const range = rangeInputOf(span);

  const choose = (next: RangeChoice) => setParams(paramsOfChoice(next), { replace: true });

  return (
    <>
      <RangePicker choice={choice} span={span} today={today} onChoose={choose} />
      <AnalyticsReport range={range} />
      <RecentSessions range={range} />
    </>
  );
}
