// The hand check accepts and reads exactly what the contract's schema does.
import { httpErrorSchema } from '@app/contracts/errors';
import { expect, it } from 'vitest';
import { httpErrorBody } from './httpErrorBody.ts';

const BODIES: unknown[] = [
  { message: 'No se encontró la información que buscaba.', errors: {} },
  { message: '', errors: { email: ['No es una dirección de correo electrónico válida'] } },
  { message: 'Sin errores por campo' },
  { message: 'Lista de más', errors: [] },
  { message: 'Campo sin lista', errors: { email: 'Este campo es obligatorio' } },
  { message: 'Número en la lista', errors: { email: [3] } },
  { message: 7, errors: {} },
  { errors: {} },
  { message: 'Errores nulos', errors: null },
  null,
  'Texto',
];

it('reads a failed call body as httpErrorSchema does', () => {
  for (const body of BODIES) {
    const parsed = httpErrorSchema.safeParse(body);
    expect(httpErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  }
});
