import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** Shared with earlier versions of the shop, so a visitor's saved choice survives. */
export const colorSchemeStorageKey = 'vite-ui-theme';

type StoredTheme = 'light' | 'dark' | 'system';

function toStoredTheme(scheme: MantineColorScheme): StoredTheme {
  return scheme === 'auto' ? 'system' : scheme;
}

function toMantineScheme(stored: string | null): MantineColorScheme | undefined {
  switch (stored) {
    case 'light':
    case 'dark':
      return stored;
    case 'system':
      return 'auto';
    default:
      return undefined;
  }
}

/**
 * Stores Mantine's colour scheme under the shop's own key and vocabulary
 * ("system" where Mantine says "auto"), and follows changes made in other tabs.
 */
export function createColorSchemeManager(storage: Storage = window.localStorage): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;

  return {
    get: (defaultValue) => {
      try {
        return toMantineScheme(storage.getItem(colorSchemeStorageKey)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        storage.setItem(colorSchemeStorageKey, toStoredTheme(value));
      } catch {
        // Private browsing can refuse storage; the choice then lasts for this visit only.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        const scheme = event.key === colorSchemeStorageKey ? toMantineScheme(event.newValue) : undefined;
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      storage.removeItem(colorSchemeStorageKey);
    },
  };
}
