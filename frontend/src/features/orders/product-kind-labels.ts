import type { ProductKind } from '../../graphql/types.generated';

export const productKindLabels: Record<ProductKind, string> = {
  STORY_KIT: 'Digital kit (PDF)',
  HARD_COPY: 'Printed hard copy',
  SPONSORSHIP: 'Story sponsorship',
  CUSTOM_CASE: 'Custom mystery',
};
