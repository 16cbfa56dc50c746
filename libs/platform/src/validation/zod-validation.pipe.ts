import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { assertStorableText, parseInput } from './parse-input.js';
import { zodDtoSchema } from './zod-dto.js';

/**
 * The one validation pipe, registered globally by PlatformModule: a `@Body()`, `@Query()` or `@Param()` whose type is
 * a `createZodDto` class is parsed with its schema (400 `{message, code, errors, requestId}` on failure, the handler
 * gets the schema's output); any other such value is still checked for text that cannot be stored (NUL, lone
 * surrogates). Custom decorators (`@CurrentUserId()`) and `@Req()` are left alone.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const schema = zodDtoSchema(metadata.metatype);
    if (schema) return parseInput(schema, value, metadata.data ?? '');
    assertStorableText(value, metadata.data ?? '');
    return value;
  }
}
