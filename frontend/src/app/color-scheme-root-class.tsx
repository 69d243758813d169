import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/** Mirrors the resolved scheme as a `light`/`dark` class on <html>, for styles outside Mantine. */
export function ColorSchemeRootClass() {
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(scheme);
  }, [scheme]);

  return null;
}
