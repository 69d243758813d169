/** The part of `localStorage` the analytics client uses; tests give their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads `key`, or null when storage is switched off or full of something else. */
export function readItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Private modes and full quotas refuse writes: the events are still sent, only not kept.
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  return parseJson(readItem(storage, key));
}
