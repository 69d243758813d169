/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Where a printed hard copy is: waiting in the operator's queue, on its way, or cancelled. */
export type ShipmentStatus =
  /** Its order line was refunded before it shipped. */
  | 'CANCELLED'
  /** Sent, with a carrier and tracking number. */
  | 'SHIPPED'
  /** Paid; waiting to be printed and sent. */
  | 'TO_SHIP';

/** The shipping option: North America (USA, Canada, Mexico) or International. */
export type ShippingRegion =
  /** Shipped to any other country. */
  | 'INTERNATIONAL'
  /** Shipped to the USA, Canada or Mexico. */
  | 'NORTH_AMERICA';

export type HardCopyShipmentFieldsFragment = { id: string, orderId: string, orderNumber: string, storyId: string, title: string, region: ShippingRegion, status: ShipmentStatus, carrier: string | null, trackingNumber: string | null, orderedAt: string, shippedAt: string | null, address: { fullName: string, city: string, country: string } };

export type MyHardCopiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHardCopiesQuery = { myShipments: Array<{ id: string, orderId: string, orderNumber: string, storyId: string, title: string, region: ShippingRegion, status: ShipmentStatus, carrier: string | null, trackingNumber: string | null, orderedAt: string, shippedAt: string | null, address: { fullName: string, city: string, country: string } }> };

export const HardCopyShipmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardCopyShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;
export const MyHardCopiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHardCopies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HardCopyShipmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardCopyShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyHardCopiesQuery__
 *
 * To run a query within a React component, call `useMyHardCopiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyHardCopiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyHardCopiesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyHardCopiesQuery(baseOptions?: Apollo.QueryHookOptions<MyHardCopiesQuery, MyHardCopiesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyHardCopiesQuery, MyHardCopiesQueryVariables>(MyHardCopiesDocument, options);
      }
export function useMyHardCopiesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyHardCopiesQuery, MyHardCopiesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyHardCopiesQuery, MyHardCopiesQueryVariables>(MyHardCopiesDocument, options);
        }
// @ts-ignore
export function useMyHardCopiesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyHardCopiesQuery, MyHardCopiesQueryVariables>): Apollo.UseSuspenseQueryResult<MyHardCopiesQuery, MyHardCopiesQueryVariables>;
export function useMyHardCopiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyHardCopiesQuery, MyHardCopiesQueryVariables>): Apollo.UseSuspenseQueryResult<MyHardCopiesQuery | undefined, MyHardCopiesQueryVariables>;
export function useMyHardCopiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyHardCopiesQuery, MyHardCopiesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyHardCopiesQuery, MyHardCopiesQueryVariables>(MyHardCopiesDocument, options);
        }
export type MyHardCopiesQueryHookResult = ReturnType<typeof useMyHardCopiesQuery>;
export type MyHardCopiesLazyQueryHookResult = ReturnType<typeof useMyHardCopiesLazyQuery>;
export type MyHardCopiesSuspenseQueryHookResult = ReturnType<typeof useMyHardCopiesSuspenseQuery>;
export type MyHardCopiesQueryResult = Apollo.QueryResult<MyHardCopiesQuery, MyHardCopiesQueryVariables>;