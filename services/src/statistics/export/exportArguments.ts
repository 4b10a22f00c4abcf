// `npm run stats -- export --from YYYY-MM-DD --to YYYY-MM-DD --source <type:id> [--out DIR]`: what
// an analyst asks for, checked before anything connects to the database.
import { parseArgs } from 'node:util';
import { STATISTIC_SOURCE_TYPES, type StatisticSourceType } from '@app/contracts';

export interface ExportArguments {
  from: string;
  to: string;
  source: { type: StatisticSourceType; id: string };
  /** The folder the CSV files are written to (created when missing). */
  out: string;
}

export const EXPORT_USAGE =
  'Uso: npm run stats -- export --from AAAA-MM-DD --to AAAA-MM-DD --source <user|group|microsite>:<id> [--out carpeta]';

/** A request the export cannot run: its message says what to fix. */
export class ExportArgumentError extends Error {
  override name = 'ExportArgumentError';
}

const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

function day(name: 'from' | 'to', value: string | undefined): string {
  if (value === undefined) throw new ExportArgumentError(`Falta --${name}. ${EXPORT_USAGE}`);
  if (!isCalendarDay(value)) {
    throw new ExportArgumentError(`--${name} «${value}» no es una fecha válida: usá AAAA-MM-DD.`);
  }
  return value;
}

function source(value: string | undefined): ExportArguments['source'] {
  if (value === undefined) throw new ExportArgumentError(`Falta --source. ${EXPORT_USAGE}`);
  const separator = value.indexOf(':');
  const type = value.slice(0, separator);
  const id = value.slice(separator + 1);
  if (separator < 0 || !(STATISTIC_SOURCE_TYPES as readonly string[]).includes(type) || id.length === 0) {
    throw new ExportArgumentError(`--source «${value}» no es una fuente: usá user:<id>, group:<id> o microsite:<id>.`);
  }
  if (id.length > 64) throw new ExportArgumentError('El id de --source no puede superar los 64 caracteres.');
  return { type: type as StatisticSourceType, id };
}

/** `args`: what follows `stats` on the command line. */
export function parseExportArguments(args: readonly string[]): ExportArguments {
  const [command, ...rest] = args;
  if (command !== 'export') throw new ExportArgumentError(EXPORT_USAGE);
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        source: { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ExportArgumentError(`Argumentos inválidos (${(error as Error).message}). ${EXPORT_USAGE}`);
  }
  const from = day('from', values.from);
  const to = day('to', values.to);
  if (from > to) throw new ExportArgumentError('--from debe ser anterior o igual a --to.');
  return { from, to, source: source(values.source), out: values.out ?? 'exports' };
}
