/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Who decides whether a user is an admin. */
export type AdminRoleSource =
  /** An admin granted the role, whatever the policy says. */
  | 'GRANTED'
  /** The policy: a verified email on the ADMIN_EMAILS list, or a token carrying the admin permission. */
  | 'POLICY'
  /** An admin revoked the role, whatever the policy says. */
  | 'REVOKED';

export type SetAdminRoleMutationVariables = Exact<{
  userId: string | number;
  admin: boolean;
}>;


export type SetAdminRoleMutation = { setAdminRole:
    | { __typename: 'AdminUser', id: string, isAdmin: boolean, roleSource: AdminRoleSource }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RoleChangeRefusedError', message: string }
   };


export const SetAdminRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"admin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleSource"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type SetAdminRoleMutationFn = Apollo.MutationFunction<SetAdminRoleMutation, SetAdminRoleMutationVariables>;

/**
 * __useSetAdminRoleMutation__
 *
 * To run a mutation, you first call `useSetAdminRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAdminRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAdminRoleMutation, { data, loading, error }] = useSetAdminRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      admin: // value for 'admin'
 *   },
 * });
 */
export function useSetAdminRoleMutation(baseOptions?: Apollo.MutationHookOptions<SetAdminRoleMutation, SetAdminRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetAdminRoleMutation, SetAdminRoleMutationVariables>(SetAdminRoleDocument, options);
      }
export type SetAdminRoleMutationHookResult = ReturnType<typeof useSetAdminRoleMutation>;
export type SetAdminRoleMutationResult = Apollo.MutationResult<SetAdminRoleMutation>;
export type SetAdminRoleMutationOptions = Apollo.BaseMutationOptions<SetAdminRoleMutation, SetAdminRoleMutationVariables>;