import { describe, expect, it } from 'vitest';
import { openedPublicationOf } from './openedPublication.ts';

describe('the card an alert link opens', () => {
  it('is the publication the address names', () => {
    const id = '0de5da6d-d52b-48a4-a488-27cd0a76ab98';
    expect(openedPublicationOf(`?publication=${id}`)).toBe(id);
  });

  it('is none without one, or when it is no publication id', () => {
    expect(openedPublicationOf('')).toBeNull();
    expect(openedPublicationOf('?publication=../admin')).toBeNull();
  });
});
