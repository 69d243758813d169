/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../graphql/types.generated';

import { gql } from '@apollo/client';
export type PurchaseBoxFieldsFragment = { priceCents: number, isAvailable: boolean, isSponsored: boolean, sponsor: { name: string } | null };

export const PurchaseBoxFieldsFragmentDoc = gql`
    fragment PurchaseBoxFields on Story {
  priceCents
  isAvailable
  isSponsored
  sponsor {
    name
  }
}
    `;