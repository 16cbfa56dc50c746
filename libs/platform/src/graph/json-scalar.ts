import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * Nested, read-only blobs the screens show as they are (an occupation's details, a RIASEC profile): one JSON value
 * rather than a type per level. Output only in practice; literals are read as plain JSON.
 */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value (objects, arrays, strings, numbers, booleans, null)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
