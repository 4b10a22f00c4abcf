import { describe, expect, it } from 'vitest';
import { fieldErrors, useSpanishErrors } from '../spanishErrors.ts';
import { decisionRequestSchema, selectedMessage } from './decisions.ts';
import { participantKey, participantStream } from './events.ts';

useSpanishErrors();

const PUBLICATION = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';

function errorsOf(input: unknown): Record<string, string[]> {
  const parsed = decisionRequestSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('decision requests', () => {
  it('carry a like, a superlike or a comment', () => {
    expect(decisionRequestSchema.parse({ publication_id: PUBLICATION, like: true })).toMatchObject({
      like: true,
      is_super: false,
    });
    expect(errorsOf({ publication_id: PUBLICATION, like: true, is_super: true })).toEqual({});
    expect(errorsOf({ publication_id: PUBLICATION, comment: null })).toEqual({});
  });

  it('need exactly one of like and comment', () => {
    expect(errorsOf({ publication_id: PUBLICATION })).toEqual({ like: ['Este campo es obligatorio'] });
    expect(errorsOf({ publication_id: PUBLICATION, like: false, comment: 'linda' })).toEqual({
      like: ['Este campo es obligatorio'],
    });
  });

  it('refuse a superlike that is not a like', () => {
    expect(errorsOf({ publication_id: PUBLICATION, like: false, is_super: true })).toEqual({
      is_super: ['El valor ingresado no es válido'],
    });
  });
});

describe('participant streams', () => {
  it('are named after the search and the account, or the guest key hash', () => {
    const search = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
    expect(participantStream(search, { kind: 'user', userId: PUBLICATION })).toBe(
      `search_participant-${search}-${PUBLICATION}`,
    );
    expect(participantKey({ kind: 'guest', guestKeyHash: 'abc' })).toBe('guest-abc');
  });
});

describe('selection messages', () => {
  it('read as SPEC.md words them', () => {
    expect(selectedMessage(0)).toBe('No se seleccionaron publicaciones.');
    expect(selectedMessage(1)).toBe('Se seleccionó una publicación.');
    expect(selectedMessage(3)).toBe('Se seleccionaron 3 publicaciones.');
  });
});
