import type { z } from 'zod';

const ZOD_SCHEMA = Symbol.for('pathwise.zodDto.schema');

/** The class `createZodDto` returns: instances are the schema's output; the class carries the schema. */
export interface ZodDtoClass<S extends z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
}

/**
 * A parameter type backed by a contracts schema (Reactive-Resume's `createZodDto`):
 * `export class RegisterDto extends createZodDto(RegisterRequest) {}` then `@Body() body: RegisterDto` (likewise
 * `@Query()`, `@Param()`). The global ZodValidationPipe sees the class through the parameter's design type, parses
 * the value with the schema and hands the handler the schema's output. Import DTOs as values (not `import type`), or
 * TypeScript emits no design type and the pipe cannot see them.
 */
export function createZodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly schema = schema;
    static readonly [ZOD_SCHEMA] = schema;
  }
  return ZodDto as unknown as ZodDtoClass<S>;
}

/** The schema of a DTO class made by createZodDto (or a subclass of one), else undefined. */
export function zodDtoSchema(metatype: unknown): z.ZodType | undefined {
  if (typeof metatype !== 'function' || !(ZOD_SCHEMA in metatype)) return undefined;
  return (metatype as unknown as Record<symbol, z.ZodType>)[ZOD_SCHEMA];
}
