import type { Analytics, AnalyticsEventName, AnalyticsEventProperties } from './analytics-events';

export interface RecordedEvent<Name extends AnalyticsEventName = AnalyticsEventName> {
  name: Name;
  properties: AnalyticsEventProperties[Name];
}

export interface RecordingAnalytics extends Analytics {
  /** Every event tracked so far, oldest first. */
  events: RecordedEvent[];
  /** The properties of each event called `name`, oldest first. */
  propertiesOf: <Name extends AnalyticsEventName>(name: Name) => AnalyticsEventProperties[Name][];
}

/** Analytics that send nothing and remember what they were told, for tests to read. */
export function recordingAnalytics(): RecordingAnalytics {
  const events: RecordedEvent[] = [];
  return {
    events,
    track: (name, properties) => {
      events.push({ name, properties });
    },
    propertiesOf: <Name extends AnalyticsEventName>(name: Name) =>
      events.filter((event): event is RecordedEvent<Name> => event.name === name).map((event) => event.properties),
  };
}
