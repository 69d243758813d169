import { VisuallyHidden } from '@mantine/core';

/** For links that leave the shop: the other site can neither script this tab nor see which page sent the visitor. */
export const newTabLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Tells screen-reader users what sighted visitors learn from the external-link icon. */
export function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}
