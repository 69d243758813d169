/** Checkout product ids of everything sold for one story, the seed's and the operator's alike. */
export function storyProductIds(slug: string): { kit: string; hardCopyNorthAmerica: string; hardCopyInternational: string } {
  return {
    kit: `kit-${slug}`,
    hardCopyNorthAmerica: `print-na-${slug}`,
    hardCopyInternational: `print-intl-${slug}`,
  };
}
