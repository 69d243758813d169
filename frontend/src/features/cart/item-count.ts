export function formatItemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
