import { createTheme, type CSSVariablesResolver, darken, luminance, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

const crimson: MantineColorsTuple = [
  '#fdeff0',
  '#f9dadd',
  '#f0b1b7',
  '#e6868f',
  '#de636e',
  '#d74a57',
  '#c93443',
  '#b3222f',
  '#961a26',
  '#77121c',
];

/** Warm brass for sponsorship, the one accent besides crimson. */
const brass: MantineColorsTuple = [
  '#fbf6e9',
  '#f3e8c8',
  '#e8d49a',
  '#dcbf6b',
  '#d1ad45',
  '#c49c2e',
  '#a98424',
  '#8a6b1c',
  '#6d5416',
  '#503d10',
];

/** Ink and charcoal with a faint warmth, used by Mantine for every dark-mode surface. */
const ink: MantineColorsTuple = [
  '#ebe5da',
  '#cfc7b9',
  '#a89f91',
  '#847b6e',
  '#4d4740',
  '#3a352f',
  '#2a2622',
  '#1c1916',
  '#15120f',
  '#0e0c0a',
];

/** Paper-toned greys so light mode reads like an old case file rather than a white screen. */
const paperGray: MantineColorsTuple = [
  '#faf7f1',
  '#f2ede3',
  '#e6dfd2',
  '#d6cdbd',
  '#bdb2a0',
  '#9a8f7e',
  '#766c5e',
  '#585046',
  '#3d3730',
  '#26221d',
];

const serifStack = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const sansStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'crimson',
  primaryShade: 7,
  colors: { crimson, brass, dark: ink, gray: paperGray },
  white: '#fffcf7',
  black: '#1f1b17',
  fontFamily: sansStack,
  headings: {
    fontFamily: serifStack,
    fontWeight: '600',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Badge: { defaultProps: { radius: 'sm' } },
    Container: { defaultProps: { px: { base: 'md', sm: 'xl' } } },
    EmptyState: { styles: { title: { fontFamily: serifStack, fontWeight: 600, fontSize: '1.5rem' } } },
    Modal: {
      // Mantine's close button is an icon alone: without a label, screen readers announce a nameless button.
      defaultProps: { radius: 'lg', centered: true, closeButtonProps: { 'aria-label': 'Close dialog' } },
      styles: { title: { fontFamily: serifStack, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.2 } },
    },
  },
});

/** WCAG AA for the badges' small bold text, with a margin so no rounding lands below it. */
const TINT_TEXT_CONTRAST = 4.6;

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour's darkest shade, darkened further until it reads at AA on the colour's lightest tint but one. */
function readableOnTint(shades: MantineColorsTuple): string {
  let text = shades[9];
  for (let step = 1; contrast(text, shades[1]) < TINT_TEXT_CONTRAST && step <= 10; step += 1) text = darken(shades[9], step / 10);
  return text;
}

/**
 * Text on a colour's light tint (status badges): Mantine puts shade 9 on shade 1, which is below 4.5:1 for teal,
 * green, orange, yellow and lime.
 */
function lightVariantTextColors(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOnTint(shades)]));
}

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-3)',
    ...lightVariantTextColors(resolvedTheme),
  },
  dark: {
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    // Mantine's dark links (crimson 4) fall short of 4.5:1 on the raised panels' surface.
    '--mantine-color-anchor': 'var(--mantine-color-crimson-3)',
  },
});
