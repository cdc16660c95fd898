import { describe, expect, it } from 'vitest';
import {
  assignOperationIds,
  fixNullable,
  pruneUnusedComponents,
  withErrorResponses,
} from './openapi-document';

describe('operationIds', () => {
  it('come from the path, with parameters and then methods added only where names meet', () => {
    const op = () => ({ responses: {} });
    const paths: Record<string, Record<string, { operationId?: string; responses?: object }>> = {
      '/api/cajaAbrir': { post: op() },
      '/api/caja/retiro-parcial': { post: op() },
      '/api/type_document': { get: op(), post: op() },
      '/api/detalleCajaSaldo': { get: op() },
      '/api/detalleCajaSaldo/{id}': { get: op() },
      '/api/own': { get: { operationId: 'propio' } },
    };
    assignOperationIds(paths);
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(ids).toEqual([
      'cajaAbrir',
      'cajaRetiroParcial',
      'typeDocumentGet',
      'typeDocumentPost',
      'detalleCajaSaldo',
      'detalleCajaSaldoById',
      'propio',
    ]);
  });
});

describe('nullable for OpenAPI 3.0', () => {
  it('moves into the typed branches of anyOf, null joining an enum', () => {
    const schema = {
      nullable: true,
      anyOf: [{ type: 'string', enum: [''] }, { anyOf: [{ type: 'string' }, { type: 'number' }] }],
    };
    fixNullable(schema, {});
    expect(schema).toEqual({
      anyOf: [
        { type: 'string', enum: ['', null], nullable: true },
        {
          anyOf: [
            { type: 'string', nullable: true },
            { type: 'number', nullable: true },
          ],
        },
      ],
    });
  });

  it('wraps a reference in allOf with the referenced type beside it', () => {
    const schema = { properties: { error: { $ref: '#/components/schemas/ApiError', nullable: true } } };
    fixNullable(schema, { ApiError: { type: 'object' } });
    expect(schema.properties.error).toEqual({
      allOf: [{ $ref: '#/components/schemas/ApiError' }],
      nullable: true,
      type: 'object',
    });
  });

  it('reads zod’s nullable component, allOf of one reference, the same way', () => {
    const schema = { nullable: true, allOf: [{ $ref: '#/components/schemas/Caja' }] };
    fixNullable(schema, { Caja: { type: 'object' } });
    expect(schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/Caja' }],
      nullable: true,
      type: 'object',
    });
  });
});

describe('error answers', () => {
  it('adds 400 always, 401 behind a session and 403 behind a permission, keeping the declared', () => {
    expect(Object.keys(withErrorResponses({ 200: 'ok' }, 'public', 'E'))).toEqual(['200', '400']);
    expect(Object.keys(withErrorResponses({ 200: 'ok' }, 'session', 'E'))).toEqual(['200', '400', '401']);
    expect(withErrorResponses({ 200: 'ok', 400: 'own' }, ['x.ver'], 'E')).toEqual({
      200: 'ok',
      400: 'own',
      401: 'E',
      403: 'E',
    });
  });
});

describe('components', () => {
  it('keeps only those a reference reaches, also through another component', () => {
    const document = {
      paths: { '/a': { get: { schema: { $ref: '#/components/schemas/A' } } } },
      components: {
        schemas: { A: { items: { $ref: '#/components/schemas/B' } }, B: {}, AInput: {} },
      },
    };
    pruneUnusedComponents(document);
    expect(Object.keys(document.components.schemas)).toEqual(['A', 'B']);
  });
});
