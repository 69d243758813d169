import { rgb } from "pdf-lib";

/** US Letter in points. */
export const PAGE = {
  width: 612,
  height: 792,
  marginX: 64,
  top: 72,
  /** Space kept clear for the footer. */
  bottom: 80,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.marginX * 2;

/** Near-black inks and one stamp red: prints well on a home printer and in greyscale. */
export const COLORS = {
  ink: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.4, 0.4, 0.43),
  faint: rgb(0.78, 0.78, 0.8),
  rule: rgb(0.14, 0.14, 0.16),
  shade: rgb(0.94, 0.93, 0.91),
  red: rgb(0.66, 0.1, 0.08),
} as const;

export const SHOP_NAME = "Cold Case Kits";
