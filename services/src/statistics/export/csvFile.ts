// A CSV file written as rows come (RFC 4180 quoting, formulas neutralised), in chunks, waiting when the disk is behind:
// a million rows never sit in memory together.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

export type CsvValue = string | number | boolean | null | undefined;

/** Rows gathered into one write of about this many characters. */
const CHUNK = 64 * 1024;

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\n`;
}

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One cell of a CSV line. A text a spreadsheet would run as a formula (a name such as
 * `=HYPERLINK(…)`) is written as OWASP recommends: a single quote before it, the cell quoted, so it
 * opens as the text it is. Numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return /[",\r\n]/.test(value) ? quoted(value) : value;
}

export class CsvFile {
  private readonly stream: WriteStream;
  private buffered = '';
  rows = 0;

  constructor(
    readonly path: string,
    header: readonly string[],
  ) {
    this.stream = createWriteStream(path, { encoding: 'utf8' });
    this.buffered = csvLine(header);
  }

  async write(values: readonly CsvValue[]): Promise<void> {
    this.buffered += csvLine(values);
    this.rows++;
    if (this.buffered.length >= CHUNK) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }

  private async flush(): Promise<void> {
    const chunk = this.buffered;
    this.buffered = '';
    if (chunk.length > 0 && !this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}
