import { contractModules, isFileResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, kept, serializerCompiler } from './serialization';

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/Probe', httpStatus: '200' });

describe('response serialization', () => {
  it('compiles a serializer for every JSON response of the contracts', () => {
    const endpoints = contractModules.flatMap((m) => m.endpoints).filter((e) => !isFileResponse(e.response));
    expect(endpoints.length).toBeGreaterThan(100);
    const fallback = endpoints.filter((e) => !compiledSerializer(e.response as z.ZodType)).map((e) => e.name);
    expect(fallback).toEqual([]);
  });

  it('writes what the contract says and no more, in production as in the check', () => {
    const schema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
    const data = { id: 7, name: 'Tuzla', note: null, password: 'tajna' };
    const checked = serializerCompiler('checked')(route(schema))(data);
    const compiled = serializerCompiler('compiled')(route(schema))(data);
    expect(JSON.parse(compiled)).toEqual({ id: 7, name: 'Tuzla', note: null });
    expect(JSON.parse(compiled)).toEqual(JSON.parse(checked));
  });

  it('fails a response in tests when the compiled serializer says something else than the contract', () => {
    const schema = z.object({ id: z.number().int() });
    const both = serializerCompiler('both')(route(schema));
    expect(both({ id: 3 })).toBe('{"id":3}');
    // A compiled serializer that drops a field: every response of the suites would catch it.
    const wrong = serializerCompiler('both', () => () => '{}')(route(schema));
    expect(() => wrong({ id: 3 })).toThrow('disagrees with its contract');
  });

  it('keeps the zod check where JSON Schema cannot say the schema (a date)', () => {
    const schema = z.object({ at: z.date() });
    expect(compiledSerializer(schema)).toBeNull();
    expect(serializerCompiler('compiled')(route(schema))({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
  });

  it('writes a kept answer once per route and sends its UTF-8 bytes after; other answers each time', () => {
    const schema = z.object({ total: z.number().int(), names: z.array(z.string()) });
    let writes = 0;
    const counting = (compile: z.ZodType) => {
      const real = compiledSerializer(compile)!;
      return (data: unknown) => {
        writes += 1;
        return real(data);
      };
    };
    const serialize = serializerCompiler('compiled', counting)(route(schema));
    const answer = kept({ total: 2, names: ['Tuzla', 'Добој'] });
    const sent = serialize(answer) as unknown;
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect((sent as Buffer).toString('utf8')).toBe('{"total":2,"names":["Tuzla","Добој"]}');
    expect(serialize(answer)).toBe(sent);
    expect(writes).toBe(1);
    // A kept answer cannot change under its written text.
    expect(() => answer.names.push('Bihać')).toThrow();
    expect(() => {
      (answer as { total: number }).total = 3;
    }).toThrow();
    const fresh = { total: 1, names: ['Mostar'] };
    serialize(fresh);
    serialize(fresh);
    expect(writes).toBe(3);
    // Another route writes the same kept answer by its own schema.
    const other = serializerCompiler('compiled')(route(z.object({ total: z.number().int() })));
    expect(String(other(answer))).toBe('{"total":2}');
  });
});
