export interface InvalidDetailsFixture {
  __typename: 'InvalidDetailsError';
  errorCode: 'INVALID_DETAILS';
  message: string;
  fieldErrors: { __typename: 'FieldError'; field: string; message: string }[];
}

/** The shop's refusal of some fields, each with its own message, keyed by field path (`shippingAddress.city`). */
export function invalidDetailsFixture(fieldErrors: Record<string, string>): InvalidDetailsFixture {
  return {
    __typename: 'InvalidDetailsError',
    errorCode: 'INVALID_DETAILS',
    message: 'Some details need another look.',
    fieldErrors: Object.entries(fieldErrors).map(([field, message]) => ({ __typename: 'FieldError', field, message })),
  };
}
