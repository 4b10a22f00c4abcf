// Every request's texts obey contracts' text rule (no NUL, no lone surrogate, bounded length) before
// any route reads them: path parameters, query and parsed body, whatever schema the route declares.
// Multipart fields, read by the route itself, pass the same rule in multipartForm.ts.
import { findTextRuleViolation } from '@app/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { DomainError } from '../commands/index.ts';

export function refuseUnsafeText(input: unknown, maxLength?: number): void {
  const violation = findTextRuleViolation(input, maxLength);
  if (violation) throw DomainError.invalidField(violation.field, violation.message);
}

export function registerTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseUnsafeText(request.params);
    refuseUnsafeText(request.query);
    // A route that takes a long text (a logo as a data URL) says so; its schema bounds the field.
    refuseUnsafeText(request.body, request.routeOptions.config?.requestTextMax);
  });
}

/** A schema whose own code throws on an unexpected input shape refuses the input instead of failing. */
export class InputShapeError extends Error {
  readonly statusCode = 422;
}

/** fastify-type-provider-zod's compiler, with a throwing schema answered as a refused input. */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    try {
      return validate(data);
    } catch (error) {
      return { error: new InputShapeError(String(error)) };
    }
  };
};
