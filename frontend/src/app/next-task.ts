/**
 * Resolves in a task of its own: work split at it is two tasks, and the browser can answer a tap between them
 * instead of after one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
