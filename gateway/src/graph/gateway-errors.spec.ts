import { GraphQLError } from 'graphql';
import { formatGatewayError } from './gateway-errors.js';

describe('formatGatewayError', () => {
  it("keeps Apollo Server's own 4xx refusals without a code as client errors, not 'Internal server error'", () => {
    const error = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    expect(
      formatGatewayError({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error),
    ).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('hides an error without a code or a client status', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:3103');
    expect(formatGatewayError({ message: error.message }, error)).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
