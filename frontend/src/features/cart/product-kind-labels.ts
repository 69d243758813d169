import type { ProductKind } from './use-cart.generated';

export const productKindLabels: Record<ProductKind, string> = {
  STORY_KIT: 'Digital kit',
  HARD_COPY: 'Printed hard copy',
  SPONSORSHIP: 'Story sponsorship',
  CUSTOM_CASE: 'Custom mystery',
};
