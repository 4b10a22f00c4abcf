import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csvFile.ts';

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("http://malo.example","clic")', `"'=HYPERLINK(""http://malo.example"",""clic"")"`],
    ['+54 11 1234', `"'+54 11 1234"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a text a spreadsheet would run as a formula: %j', (text, cell) => {
    expect(csvField(text)).toBe(cell);
  });

  it('writes plain texts and numbers as they are, and quotes separators and quotes', () => {
    expect(csvLine(['Ana Gómez', -3, 2.5, null, 'a,b', 'dice "hola"'])).toBe(
      'Ana Gómez,-3,2.5,,"a,b","dice ""hola"""\n',
    );
  });
});
