// Malformed requests for every operation of the app's own OpenAPI document: bad path parameters,
// hostile query values, bodies that are not objects, not JSON, of the wrong content type or
// multipart that busboy cannot read, and every body property (nested ones too) missing, of the
// wrong type or hostile text. A route added tomorrow is in the document, so it is fuzzed too.
import {
  HOSTILE_TEXTS,
  type JsonSchema,
  propertyPaths,
  removed,
  replacedAt,
  type SeededRandom,
  sampleOf,
  WRONG_TYPES,
} from './schemaValues.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was broken, for the failure report. */
  label: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** Already percent-encoded path parameter values: NUL, invalid UTF-8, too long, traversal. */
const HOSTILE_PATH_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(150),
  '%F0%9F%A6%8A',
  '..%2F..%2Fetc',
  '-1',
  '%25',
];
const isLoneSurrogate = (character: string) =>
  character.length === 1 && character.charCodeAt(0) >= 0xd800 && character.charCodeAt(0) <= 0xdfff;

/** Percent-encodes like encodeURIComponent, but a lone surrogate as the three bytes a client could send. */
function encodeText(text: string): string {
  return text.replace(/[^A-Za-z0-9\-_.~]/gu, (character) => {
    if (!isLoneSurrogate(character)) return encodeURIComponent(character);
    const code = character.charCodeAt(0);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

const isIdName = (name: string) => name === 'id' || name === 'uuid';

function pathWith(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function samplePath(operation: Operation, knownIds: readonly string[], random: SeededRandom): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((item) => item.in === 'path')) {
    const sample = isIdName(parameter.name)
      ? random.pick(knownIds)
      : sampleOf(parameter.schema ?? {}, knownIds, random);
    values[parameter.name] = encodeText(String(sample));
  }
  return values;
}

function queryString(entries: [string, string][]): string {
  return entries.length === 0 ? '' : `?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

function parameterRequests(operation: Operation, base: Record<string, string>, body: () => Partial<FuzzRequest>) {
  const requests: FuzzRequest[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      for (const value of HOSTILE_PATH_VALUES) {
        const url = pathWith(operation, { ...base, [parameter.name]: value });
        requests.push({
          method: operation.method,
          url,
          headers: {},
          ...body(),
          label: `path ${parameter.name}=${value}`,
        });
      }
    }
    if (parameter.in === 'query') {
      const values = [...HOSTILE_TEXTS.filter((text) => text.length < 20_000), '%00', '%ED%A0%80'];
      for (const value of values) {
        const encoded = value.startsWith('%') ? value : encodeText(value);
        const url = `${pathWith(operation, base)}${queryString([[parameter.name, encoded]])}`;
        requests.push({ method: operation.method, url, headers: {}, ...body(), label: `query ${parameter.name}` });
      }
      const repeated = `${pathWith(operation, base)}${queryString([
        [parameter.name, '1'],
        [parameter.name, '%00'],
      ])}`;
      requests.push({
        method: operation.method,
        url: repeated,
        headers: {},
        ...body(),
        label: `query ${parameter.name}[]`,
      });
    }
  }
  return requests;
}

const json = { 'content-type': 'application/json' };
const BOUNDARY = 'fuzzboundary';
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipartField(name: string, value: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), value, Buffer.from('\r\n')]);
}

/** Bodies that break the whole request, not one field. */
function wholeBodies(): Omit<FuzzRequest, 'method' | 'url'>[] {
  const nul = Buffer.from([0x61, 0x00, 0x62]);
  const loneSurrogate = Buffer.from([0xed, 0xa0, 0x80]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  return [
    ...['null', '[]', '123', '"texto"', 'true', '{"a":', '{}', '{"__proto__":{"x":1}}'].map((payload) => ({
      headers: json,
      payload,
      label: `body ${payload}`,
    })),
    { headers: json, payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, label: 'body nested 5,000 deep' },
    { headers: { 'content-type': 'text/plain' }, payload: 'hola', label: 'text/plain' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00', label: 'form' },
    { headers: { 'content-type': 'application/xml' }, payload: '<a/>', label: 'xml' },
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'sin límite', label: 'multipart without boundary' },
    {
      headers: multipart,
      payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="a"\r\n\r\nco`,
      label: 'multipart cut short',
    },
    { headers: multipart, payload: 'nada que ver', label: 'multipart without parts' },
    {
      headers: multipart,
      payload: Buffer.concat([
        multipartField('name', nul),
        multipartField('title', loneSurrogate),
        multipartField('data', Buffer.from('{"title":"a\\u0000b"}')),
        multipartField('phone', Buffer.from('x'.repeat(20_000))),
        end,
      ]),
      label: 'multipart with hostile fields',
    },
  ];
}

type Body = Omit<FuzzRequest, 'method' | 'url'>;

/** Texts every property gets, whatever the sample: the ones PostgreSQL or UTF-8 cannot store. */
const UNSTORABLE_TEXTS = ['a\u0000b', 'lone \ud800 high'];

function propertyBody(sample: unknown, path: (string | number)[], value: unknown): Body {
  const label = `body ${path.join('.')}=${value === removed ? '(missing)' : JSON.stringify(value).slice(0, 30)}`;
  return { headers: json, payload: JSON.stringify(replacedAt(sample, path, value)), label };
}

/** Every property with an unstorable text (`always`), and missing or with other hostile values (`others`). */
function propertyBodies(schema: JsonSchema, sample: unknown, random: SeededRandom) {
  const always: Body[] = [];
  const others: Body[] = [{ headers: json, payload: JSON.stringify(sample), label: 'sample body' }];
  for (const path of propertyPaths(schema)) {
    always.push(...UNSTORABLE_TEXTS.map((text) => propertyBody(sample, path, text)));
    const hostile = random.sample([...HOSTILE_TEXTS, ...WRONG_TYPES], 5);
    others.push(...[removed, ...hostile].map((value) => propertyBody(sample, path, value)));
  }
  return { always, others };
}

/**
 * The operation's sample request and `limit` - 1 malformed ones chosen with `random`: half of them
 * (when there are so many) body properties with an unstorable text, the rest anything else.
 */
export function requestsFor(operation: Operation, knownIds: readonly string[], random: SeededRandom, limit: number) {
  const base = samplePath(operation, knownIds, random);
  const url = pathWith(operation, base);
  const sample = operation.bodySchema ? sampleOf(operation.bodySchema, knownIds, random) : undefined;
  const sampleBody = () => (sample === undefined ? {} : { headers: json, payload: JSON.stringify(sample) });
  const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const properties =
    sendsBody && operation.bodySchema
      ? propertyBodies(operation.bodySchema, sample, random)
      : { always: [], others: [] };
  const others: FuzzRequest[] = [
    ...parameterRequests(operation, base, sampleBody),
    ...[...(sendsBody ? wholeBodies() : []), ...properties.others].map((body) => ({
      method: operation.method,
      url,
      ...body,
    })),
  ];
  const first: FuzzRequest = { method: operation.method, url, headers: {}, ...sampleBody(), label: 'sample' };
  const always = properties.always.map((body) => ({ method: operation.method, url, ...body }));
  const unstorable = random.sample(always, Math.floor((limit - 1) / 2));
  return [first, ...unstorable, ...random.sample(others, limit - 1 - unstorable.length)];
}
