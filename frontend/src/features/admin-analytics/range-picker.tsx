import '@mantine/core/styles/SegmentedControl.css';
import { Button, Paper, SegmentedControl, Text, TextInput, useMatches } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatPeriodLong } from '../admin/format-period';
import { customRangeProblem, rangePresets, type DaySpan, type RangeChoice } from './analytics-range';
import classes from './range-picker.module.css';

const custom = 'custom';
const options = [
  ...rangePresets.map((days) => ({ value: String(days), label: `Last ${days} days` })),
  { value: custom, label: 'Custom' },
];

interface RangePickerProps {
  choice: RangeChoice;
  /** The days the choice covers now. */
  span: DaySpan;
  /** Today in UTC, the latest day a custom range may end on. */
  today: string;
  onChoose: (choice: RangeChoice) => void;
}

function CustomRangeForm({ span, today, onApply }: { span: DaySpan; today: string; onApply: (span: DaySpan) => void }) {
  const [typed, setTyped] = useState(span);
  const [shownProblem, setShownProblem] = useState<ReturnType<typeof customRangeProblem>>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeProblem(typed);
    setShownProblem(problem);
    if (!problem) onApply(typed);
  };
  const errorOf = (field: keyof DaySpan) => (shownProblem?.field === field ? shownProblem.message : undefined);

  return (
    <form className={classes.custom} onSubmit={apply} noValidate aria-label="Custom range">
      <TextInput
        type="date"
        label="From"
        className={classes.day}
        max={today}
        value={typed.firstDay}
        onChange={(event) => setTyped({ ...typed, firstDay: event.currentTarget.value })}
        error={errorOf('firstDay')}
      />
      <TextInput
        type="date"
        label="To"
        className={classes.day}
        max={today}
        value={typed.lastDay}
        onChange={(event) => setTyped({ ...typed, lastDay: event.currentTarget.value })}
        error={errorOf('lastDay')}
      />
      <Button type="submit" variant="light" className={classes.apply}>
        Apply
      </Button>
    </form>
  );
}

/**
 * The days the page reports on: a preset, or two days typed and applied together (a date input
 * changes with every digit typed, and each of those would otherwise be asked of the server).
 */
export function RangePicker({ choice, span, today, onChoose }: RangePickerProps) {
  const [editingCustom, setEditingCustom] = useState(choice.kind === 'custom');
  // Four ranges side by side are wider than a phone: there they stack.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const selected = editingCustom ? custom : choice.kind === 'preset' ? String(choice.days) : custom;

  const select = (value: string) => {
    const days = rangePresets.find((preset) => String(preset) === value);
    setEditingCustom(days === undefined);
    if (days !== undefined) onChoose({ kind: 'preset', days });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <div className={classes.bar}>
        <SegmentedControl
          aria-label="Date range"
          orientation={orientation}
          fullWidth={orientation === 'vertical'}
          className={classes.presets}
          value={selected}
          onChange={select}
          data={options}
        />
        <Text size="sm" c="dimmed">
          {formatPeriodLong(span.firstDay)} – {formatPeriodLong(span.lastDay)}, in UTC days
        </Text>
      </div>
      {editingCustom && (
        <CustomRangeForm span={span} today={today} onApply={(typed) => onChoose({ kind: 'custom', ...typed })} />
      )}
    </Paper>
  );
}
