const countFormat = new Intl.NumberFormat('en-US');

export function formatDownloads(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'download' : 'downloads'}`;
}
