import { describe, expect, it } from 'vitest';
import { ApiError, reactionTo } from './failures.ts';

const answered = (status: number, body: unknown = null) => reactionTo({ kind: 'response', status, body });

describe('error catalogue (SPEC.md section 8)', () => {
  it('opens the premium step on 403', () => {
    expect(answered(403, { message: 'No', errors: {} })).toEqual({
      kind: 'premium-upsell',
      subtitle: 'Para obtener más beneficios',
    });
  });

  it('says the request failed when nothing answered', () => {
    expect(reactionTo({ kind: 'no-response' })).toEqual({
      kind: 'error',
      message: 'Ocurrió un error con la petición.',
    });
  });

  it("shows the server's message", () => {
    expect(answered(409, { message: 'El correo ya está registrado.' })).toEqual({
      kind: 'error',
      message: 'El correo ya está registrado.',
    });
  });

  it('words 404, 413 and 429 answers without a message', () => {
    expect(answered(404)).toEqual({ kind: 'error', message: 'No se encontró la información que buscaba.' });
    expect(answered(413, '<html>Request Entity Too Large</html>')).toEqual({
      kind: 'error',
      message: 'El archivo que intenta subir es demasiado grande.',
    });
    expect(answered(429)).toEqual({
      kind: 'error',
      message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.',
    });
  });

  it('gives the first message of each invalid field', () => {
    const body = {
      message: 'Los datos no son válidos.',
      errors: {
        name: ['Este campo es obligatorio', 'otro'],
        email: ['No es una dirección de correo electrónico válida'],
      },
    };
    expect(answered(422, body)).toEqual({
      kind: 'validation',
      fieldErrors: { name: 'Este campo es obligatorio', email: 'No es una dirección de correo electrónico válida' },
      messages: ['Este campo es obligatorio', 'No es una dirección de correo electrónico válida'],
    });
    expect(reactionTo({ kind: 'invalid-request', errors: { code: ['Este campo es obligatorio'] } })).toMatchObject({
      fieldErrors: { code: 'Este campo es obligatorio' },
    });
  });

  it('falls back to the generic message', () => {
    const generic = { kind: 'error', message: 'No se pudo procesar su solicitud, por favor intente en unos momentos.' };
    expect(answered(500)).toEqual(generic);
    expect(answered(500, { message: '   ', errors: {} })).toEqual(generic);
    expect(reactionTo({ kind: 'unexpected-response' })).toEqual(generic);
  });

  it('keeps the status on the error', () => {
    expect(new ApiError({ kind: 'response', status: 401, body: null }).status).toBe(401);
    expect(new ApiError({ kind: 'no-response' }).status).toBeNull();
  });
});
