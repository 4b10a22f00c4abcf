import { describe, expect, it } from 'vitest';
import { coincidenceText, namesList } from './coincidenceText.ts';

const ana = { id: 'a', name: 'Ana', avatar_url: null };
const bruno = { id: 'b', name: 'Bruno', avatar_url: null };
const carla = { id: 'c', name: 'Carla', avatar_url: null };

describe('a coincidence message', () => {
  it('lists names the Spanish way', () => {
    expect(namesList([])).toBe('');
    expect(namesList(['Ana'])).toBe('Ana');
    expect(namesList(['Ana', 'Bruno', 'Carla'])).toBe('Ana, Bruno y Carla');
  });

  it('names the other people, not the reader', () => {
    expect(coincidenceText([ana, bruno], 'a', 'Casa en Palermo')).toBe(
      '¡Coincidencia! A Bruno también le gusta «Casa en Palermo».',
    );
    expect(coincidenceText([ana, bruno, carla, bruno], null, 'PH')).toBe(
      '¡Coincidencia! A Ana, Bruno y Carla también les gusta «PH».',
    );
  });

  it('says nothing when only the reader likes it', () => {
    expect(coincidenceText([ana], 'a', 'PH')).toBeNull();
  });
});
