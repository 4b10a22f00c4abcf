import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInteger, formatNumber } from './format.ts';

describe('number formats (es-AR)', () => {
  it('groups thousands with dots and writes two decimals after a comma', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-9876.545)).toBe('-9.876,55');
  });

  it('writes whole numbers without decimals', () => {
    expect(formatInteger(12500)).toBe('12.500');
    expect(formatInteger(999)).toBe('999');
  });

  it('honours another precision', () => {
    expect(formatNumber(1.23456, 3)).toBe('1,235');
  });
});

describe('date formats', () => {
  const moment = '2024-08-06T15:04:00Z';

  it('writes DD/MM/YYYY', () => {
    expect(formatDate(moment, 'UTC')).toBe('06/08/2024');
    expect(formatDate('2024-01-01T02:00:00Z', 'America/Argentina/Buenos_Aires')).toBe('31/12/2023');
  });

  it('writes DD/MM/YYYY HH:mm in 24-hour time', () => {
    expect(formatDateTime(moment, 'America/Argentina/Buenos_Aires')).toBe('06/08/2024 12:04');
    expect(formatDateTime('2024-08-06T00:05:00Z', 'UTC')).toBe('06/08/2024 00:05');
  });
});
