import { type Shape, shapeOf } from './codec-shape.ts';
import { ERROR_CODES } from './errors.ts';
import { type AnyRoute, isBinary, isMultipart, placeholdersOf } from './route.ts';

/** The OpenAPI 3.1 document of the wire API, generated from the route table (served by the BFF). */

type Schema = Record<string, unknown>;

const DATE_TEXT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([T ].+)?$';

export const schemaOf = (shape: Shape): Schema => {
  switch (shape.kind) {
    case 'string':
      if (shape.enum) return { type: 'string', enum: shape.enum };
      if (shape.format === 'date-text') return { type: 'string', pattern: DATE_TEXT_PATTERN };
      return { type: 'string' };
    case 'number':
      return { type: shape.integer ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
      return { const: shape.value };
    case 'null':
      return { type: 'null' };
    case 'undefined':
    case 'unknown':
      return {};
    case 'array':
      return { type: 'array', items: schemaOf(shape.items) };
    case 'object': {
      const required = Object.entries(shape.props)
        .filter(([, prop]) => prop.required)
        .map(([name]) => name);
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(shape.props).map(([name, prop]) => [name, schemaOf(prop.shape)]),
        ),
        ...(required.length ? { required } : {}),
      };
    }
    case 'record':
      return { type: 'object', additionalProperties: schemaOf(shape.values) };
    case 'union':
      return { anyOf: shape.members.map(schemaOf) };
    case 'nullable':
      return { anyOf: [schemaOf(shape.inner), { type: 'null' }] };
  }
};

const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', examples: [...ERROR_CODES] },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

const operationOf = (route: AnyRoute): Schema => {
  const pathParams = placeholdersOf(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = shapeOf(route.query);
  const queryParams =
    query.kind === 'object'
      ? Object.entries(query.props).map(([name, prop]) => ({
          name,
          in: 'query',
          required: prop.required,
          schema: schemaOf(prop.shape),
        }))
      : [];
  const body = route.body;
  const requestBody = isMultipart(body)
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...schemaOf(shapeOf(body.fields)),
              properties: {
                ...((schemaOf(shapeOf(body.fields)).properties as Schema | undefined) ?? {}),
                ...Object.fromEntries(
                  body.files.map((file) => [
                    file.name,
                    file.multiple
                      ? {
                          type: 'array',
                          items: { type: 'string', contentMediaType: 'application/octet-stream' },
                        }
                      : { type: 'string', contentMediaType: 'application/octet-stream' },
                  ]),
                ),
              },
            },
          },
        },
      }
    : shapeOf(body).kind === 'undefined'
      ? undefined
      : { required: true, content: { 'application/json': { schema: schemaOf(shapeOf(body)) } } };
  const success = isBinary(route.response)
    ? {
        description: 'The file.',
        content: Object.fromEntries(
          route.response.contentTypes.map((type: string) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      }
    : {
        description: 'Success.',
        content: {
          'application/json': { schema: schemaOf(shapeOf(route.response)), example: route.example.response },
        },
      };
  const responses: Schema = { [String(route.example.status ?? 200)]: success };
  for (const status of route.acceptedStatuses ?? []) responses[String(status)] = success;
  responses.default = {
    description: `An error: ${route.errors.join(', ') || 'bad_request, general_error'}.`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.area],
    'x-access': route.access,
    'x-origin': route.origin,
    ...(pathParams.length + queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
};

export const openApiDocument = (routes: readonly AnyRoute[]): Schema => {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    const item = paths[route.path] ?? {};
    item[route.method.toLowerCase()] = operationOf(route);
    paths[route.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Car-subscription portal BFF',
      version: '1.0.0',
      description:
        'The API both portals and the support CLI call. Every call sends the session cookie and the header X-Portal-Actor (b2b-portal or b2c-customer-portal). Generated from contracts/route-table.ts.',
    },
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
};
