// Finds the request fields that accept a text of any length, so the fuzz spec can list every
// operation whose parameters or JSON body lack a maxLength.
import type { Operation } from './fuzzRequests.ts';
import type { JsonSchema } from './schemaValues.ts';

/** A text without a declared maximum: neither maxLength, nor a closed set, nor a fixed format. */
function isUnboundedText(schema: JsonSchema): boolean {
  const types = [schema.type].flat();
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  return (
    types.includes('string') && schema.maxLength === undefined && !fixed && !BOUNDED_FORMATS.has(schema.format ?? '')
  );
}

const BOUNDED_FORMATS = new Set(['uuid', 'date-time']);

function unboundedIn(schema: JsonSchema, path: string): string[] {
  const nested = [
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((item) =>
      unboundedIn(item, path),
    ),
    ...Object.entries(schema.properties ?? {}).map(([key, property]) => unboundedIn(property, `${path}.${key}`)),
    typeof schema.additionalProperties === 'object' ? unboundedIn(schema.additionalProperties, `${path}.*`) : [],
    schema.items ? unboundedIn(schema.items, `${path}[]`) : [],
  ];
  return [...(isUnboundedText(schema) ? [path] : []), ...nested.flat()];
}

/** The operation's parameters and JSON body fields that accept a text of any length. */
export function unboundedTexts(operation: Operation): string[] {
  const parameters = operation.parameters.flatMap((parameter) =>
    unboundedIn(parameter.schema ?? {}, `${parameter.in} ${parameter.name}`),
  );
  return [...parameters, ...(operation.bodySchema ? unboundedIn(operation.bodySchema, 'body') : [])];
}
