import { beforeEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeStorageKey, createColorSchemeManager } from './color-scheme-manager';

describe('createColorSchemeManager', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores Mantine "auto" as "system" under vite-ui-theme', () => {
    createColorSchemeManager().set('auto');
    expect(window.localStorage.getItem('vite-ui-theme')).toBe('system');
  });

  it('stores light and dark unchanged', () => {
    const manager = createColorSchemeManager();
    manager.set('light');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('light');
    manager.set('dark');
    expect(window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
  });

  it('reads "system" back as "auto"', () => {
    window.localStorage.setItem(colorSchemeStorageKey, 'system');
    expect(createColorSchemeManager().get('dark')).toBe('auto');
  });

  it('falls back to the default for a missing or unknown value', () => {
    const manager = createColorSchemeManager();
    expect(manager.get('dark')).toBe('dark');
    window.localStorage.setItem(colorSchemeStorageKey, 'sepia');
    expect(manager.get('dark')).toBe('dark');
  });

  it('follows a change made in another tab', () => {
    const manager = createColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeStorageKey, newValue: 'light' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other-key', newValue: 'dark' }));
    manager.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeStorageKey, newValue: 'dark' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('light');
  });
});
