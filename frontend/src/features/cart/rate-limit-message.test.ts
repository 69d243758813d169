import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rateLimitMessageOf } from './rate-limit-message';

const MESSAGE = 'Too many requests. Please try again in 42 seconds.';

describe("the shop's rate-limit message", () => {
  it('is read from a 429 answer, which Apollo reports as a network error with the body', () => {
    const networkError = Object.assign(new Error('Response not successful: Received status code 429'), {
      name: 'ServerError',
      statusCode: 429,
      response: new Response(),
      result: { errors: [{ message: MESSAGE, extensions: { code: 'RATE_LIMITED' } }] },
    });
    expect(rateLimitMessageOf(new ApolloError({ networkError }))).toBe(MESSAGE);
  });

  it('is read from GraphQL errors too', () => {
    expect(rateLimitMessageOf(new ApolloError({ graphQLErrors: [new GraphQLError(MESSAGE, { extensions: { code: 'RATE_LIMITED' } })] }))).toBe(MESSAGE);
  });

  it('is absent for any other failure', () => {
    expect(rateLimitMessageOf(new ApolloError({ networkError: new Error('Network down') }))).toBeNull();
    expect(rateLimitMessageOf(new ApolloError({ graphQLErrors: [new GraphQLError('Boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] }))).toBeNull();
    expect(rateLimitMessageOf(new Error('Network down'))).toBeNull();
  });
});
