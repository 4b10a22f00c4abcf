// es-AR formats of SPEC.md section 9: thousands '.', decimals ',', two decimals; dates DD/MM/YYYY [HH:mm].

const DEFAULT_PRECISION = 2;

/**
 * 1234567.891 → '1.234.567,89'. Built on the en-US format (reliable rounding, grouping from four
 * digits on) with the separators swapped, since es-ES leaves four-digit numbers ungrouped.
 */
export function formatNumber(value: number, precision: number = DEFAULT_PRECISION): string {
  const english = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
    useGrouping: true,
  }).format(value);
  return english.replace(/[,.]/g, (separator) => (separator === ',' ? '.' : ','));
}

/** Counts and other whole numbers: 12500 → '12.500'. */
export function formatInteger(value: number): string {
  return formatNumber(value, 0);
}

type DateInput = Date | string | number;

function dateParts(value: DateInput, timeZone: string | undefined): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(value));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** '2024-08-06T15:04:00Z' → '06/08/2024' (in the viewer's time zone unless one is given). */
export function formatDate(value: DateInput, timeZone?: string): string {
  const { day, month, year } = dateParts(value, timeZone);
  return `${day}/${month}/${year}`;
}

/** '2024-08-06T15:04:00Z' → '06/08/2024 12:04' in Buenos Aires. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const { day, month, year, hour, minute } = dateParts(value, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}
