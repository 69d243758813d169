import { luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('the light theme', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const { light } = cssVariablesResolver(resolved);

  it.each(Object.keys(resolved.colors))("reads %s badge text on its light tint at WCAG AA", (name) => {
    const text = light[`--mantine-color-${name}-light-color`];
    if (!text) throw new Error(`No light text colour for ${name}`);
    // Mantine's light variant paints the tint in shade 1 of the colour.
    expect(contrast(text, resolved.colors[name]?.[1] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
