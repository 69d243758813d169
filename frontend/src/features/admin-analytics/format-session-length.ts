const minuteMs = 60_000;

/** How long a session lasted, from its first event to its last: "under a minute", "4 min", "1 h 5 min". */
export function formatSessionLength(startedAt: string, lastSeenAt: string): string {
  const minutes = Math.floor((Date.parse(lastSeenAt) - Date.parse(startedAt)) / minuteMs);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
