import { z } from 'zod';
import { ApiError } from '../errors/api-error.js';
import { findTextProblems, TextMessages } from './text-safety.js';
import { parseInput } from './parse-input.js';
import { createZodDto } from './zod-dto.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const Signup = z.object({
  name: z.string().trim().min(2, { error: 'Name must be at least 2 characters' }),
  age: z.coerce.number().int(),
  tags: z.array(z.string()).default([]),
});
class SignupDto extends createZodDto(Signup) {}
class ChildDto extends SignupDto {}

const pipe = new ZodValidationPipe();
const body = (metatype: unknown, data?: string) => ({ type: 'body' as const, metatype: metatype as never, data });

function rejection(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a 400');
}

describe('ZodValidationPipe', () => {
  it("hands the handler the schema's output for a DTO parameter (subclasses too)", () => {
    const out = pipe.transform({ name: '  Ada ', age: '36' }, body(SignupDto)) as SignupDto;
    expect(out).toEqual({ name: 'Ada', age: 36, tags: [] });
    expect(pipe.transform({ name: 'Ada', age: 1 }, body(ChildDto))).toEqual({ name: 'Ada', age: 1, tags: [] });
  });

  it('answers 400 with the first message and every field', () => {
    const err = rejection(() => pipe.transform({ name: 'A', age: 'x' }, body(SignupDto)));
    expect(err.getStatus()).toBe(400);
    expect(err.message).toBe('Name must be at least 2 characters');
    expect(err.errors).toEqual({ name: 'Name must be at least 2 characters', age: expect.any(String) });
  });

  it("names the field in the message when the schema gave zod's generic text, never in front of its own", () => {
    const age = rejection(() => pipe.transform({ name: 'Ada', age: 'x' }, body(SignupDto)));
    expect(age.message).toMatch(/^age: \S/);
    expect(age.errors).toEqual({ age: age.message.slice('age: '.length) });
    const tag = rejection(() => pipe.transform({ name: 'Ada', age: 3, tags: ['ok', 7] }, body(SignupDto)));
    expect(tag.message).toMatch(/^tags\.1: /);
    const own = rejection(() => pipe.transform({ name: 'A', age: 3 }, body(SignupDto)));
    expect(own.message).toBe('Name must be at least 2 characters');
    const param = rejection(() => parseInput(z.string().uuid(), 'nope', 'id'));
    expect(param.message).toMatch(/^id: /);
  });

  it('refuses a NUL character and a lone surrogate in any string, naming the field', () => {
    const nul = rejection(() => pipe.transform({ name: 'Ad\u0000a', age: 3 }, body(SignupDto)));
    expect(nul.message).toBe(`name: ${TextMessages.nul}`);
    expect(nul.errors).toEqual({ name: TextMessages.nul });
    const lone = rejection(() => pipe.transform({ name: 'Ada', age: 3, tags: ['ok', 'x\ud800'] }, body(SignupDto)));
    expect(lone.message).toBe(`tags.1: ${TextMessages.surrogate}`);
    expect(lone.message).not.toMatch(/identifier/);
  });

  it('checks plain values too: a route parameter by its name, a body without a DTO', () => {
    const param = rejection(() =>
      pipe.transform('15-\u00001', { type: 'param', metatype: String as never, data: 'code' }),
    );
    expect(param.message).toBe(`code: ${TextMessages.nul}`);
    const plain = rejection(() => pipe.transform({ a: [{ b: '\udc00' }] }, body(Object)));
    expect(plain.message).toBe(`a.0.b: ${TextMessages.surrogate}`);
    expect(pipe.transform({ a: 'fine' }, body(Object))).toEqual({ a: 'fine' });
  });

  it('leaves custom parameter decorators alone', () => {
    expect(pipe.transform('x\u0000', { type: 'custom', metatype: String as never })).toBe('x\u0000');
  });
});

describe('findTextProblems', () => {
  it('accepts paired surrogates (emoji) and reports problems in document order', () => {
    expect(findTextProblems({ greeting: 'hi 👋', list: ['ok'] })).toEqual({});
    expect(Object.keys(findTextProblems({ a: '\u0000', b: ['\u0000'], c: { d: '\ud83d' } }))).toEqual([
      'a',
      'b.0',
      'c.d',
    ]);
  });

  it('names a bad key by where it is', () => {
    expect(findTextProblems({ nested: { 'bad\u0000key': 1 } })).toEqual({
      nested: `a field name ${TextMessages.nul}`,
    });
  });

  it('walks deep nesting without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.values(findTextProblems(deep))).toEqual([TextMessages.nul]);
  });
});
