// A client of Octoparse's OpenAPI (https://openapi.octoparse.com, OCTOPARSE_API_URL): a token by
// password grant, refreshed with its refresh token when a call answers 401, the task's status,
// and its data not yet exported, marked exported batch by batch. Every request goes through the
// outbound fetch (the base URL is a setting, but the same address rules hold) and waits its turn
// so one client never passes Octoparse's 20 requests a second.
import { OutboundFetchError, type OutboundPolicy, outboundFetch } from '../../outboundFetch/index.ts';
import { OCTOPARSE_MESSAGES, OctoparseError } from './octoparseError.ts';

/** Octoparse answers at most 1,000 rows a call. */
export const OCTOPARSE_BATCH_SIZE = 1_000;
/**
 * Octoparse's documented limit is 20 requests a second, counted as they arrive: one every 60 ms
 * (at most 17 in a second) leaves room for a request that left late and one that did not.
 */
const REQUEST_SPACING_MS = 60;
const LIMITS = { maxBytes: 20 * 1024 * 1024, timeoutMs: 60_000 } as const;

export interface OctoparseCredentials {
  username: string;
  password: string;
}

export type OctoparseRow = Record<string, unknown>;

interface Tokens {
  access: string;
  refresh: string | null;
}

interface Answer {
  status: number;
  data: unknown;
  error: { code?: string; message?: string } | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parsedAnswer(status: number, body: Buffer): Answer {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { data?: unknown; error?: Answer['error'] };
    return { status, data: parsed?.data ?? null, error: parsed?.error ?? null };
  } catch {
    return { status, data: null, error: null };
  }
}

export class OctoparseClient {
  private tokens: Tokens | null = null;
  /** Calls made together share one password grant. */
  private granting: Promise<Tokens> | null = null;
  private nextSlot = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly policy: OutboundPolicy,
    private readonly credentials: OctoparseCredentials,
  ) {}

  /** Octoparse's status word for the task (`Extracting`, `Finished`, `Stopped`…). */
  async taskStatus(taskId: string): Promise<string | null> {
    const data = await this.authorized('POST', 'cloudextraction/statuses', { taskIds: [taskId] });
    const tasks = Array.isArray(data) ? (data as { taskId?: string; status?: string }[]) : [];
    return tasks.find((task) => task.taskId === taskId)?.status ?? null;
  }

  /** The next rows of the task no one has exported yet (at most 1,000). */
  async notExported(taskId: string): Promise<OctoparseRow[]> {
    const query = new URLSearchParams({ taskId, size: String(OCTOPARSE_BATCH_SIZE) });
    const data = (await this.authorized('GET', `data/notexported?${query}`)) as { data?: unknown } | null;
    return Array.isArray(data?.data) ? (data.data as OctoparseRow[]) : [];
  }

  /** Marks the rows `notExported` last gave as exported, so the next call gives the following ones. */
  async markExported(taskId: string): Promise<void> {
    await this.authorized('POST', 'data/markexported', { taskId });
  }

  /** Rows from `offset` on, at most `size` (≤ 1,000), with the task's total. */
  async allData(taskId: string, offset: number, size = OCTOPARSE_BATCH_SIZE) {
    const query = new URLSearchParams({ taskId, offset: String(offset), size: String(Math.min(size, 1_000)) });
    const data = (await this.authorized('GET', `data/all?${query}`)) as { data?: unknown; total?: number } | null;
    return { rows: Array.isArray(data?.data) ? (data.data as OctoparseRow[]) : [], total: Number(data?.total ?? 0) };
  }

  private async authorized(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const tokens = this.tokens ?? (await this.firstGrant());
    let answer = await this.send(method, path, body, tokens.access);
    if (answer.status === 401) {
      const renewed = await this.renewed(tokens);
      answer = await this.send(method, path, body, renewed.access);
    }
    if (answer.status === 401) throw new OctoparseError(OCTOPARSE_MESSAGES.rejectedCredentials);
    if (answer.status >= 400 || answer.error) throw new OctoparseError(OCTOPARSE_MESSAGES.refused(answer));
    return answer.data;
  }

  private firstGrant(): Promise<Tokens> {
    this.granting ??= this.passwordGrant().finally(() => {
      this.granting = null;
    });
    return this.granting;
  }

  private async passwordGrant(): Promise<Tokens> {
    const { username, password } = this.credentials;
    return this.grant({ username, password, grant_type: 'password' });
  }

  /** The refresh token first; when Octoparse refuses it, the password again. */
  private async renewed(tokens: Tokens): Promise<Tokens> {
    if (tokens.refresh) {
      try {
        return await this.grant({ refresh_token: tokens.refresh, grant_type: 'refresh_token' });
      } catch (error) {
        if (!(error instanceof OctoparseError)) throw error;
      }
    }
    return this.passwordGrant();
  }

  private async grant(body: Record<string, string>): Promise<Tokens> {
    const answer = await this.send('POST', 'token', body, null);
    const data = answer.data as { access_token?: unknown; refresh_token?: unknown } | null;
    if (answer.status >= 400 || typeof data?.access_token !== 'string') {
      this.tokens = null;
      throw new OctoparseError(
        answer.status === 400 || answer.status === 401
          ? OCTOPARSE_MESSAGES.rejectedCredentials
          : OCTOPARSE_MESSAGES.refused(answer),
      );
    }
    this.tokens = {
      access: data.access_token,
      refresh: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    };
    return this.tokens;
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null): Promise<Answer> {
    await this.turn();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await outboundFetch(new URL(path, `${this.baseUrl.replace(/\/+$/, '')}/`).href, this.policy, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...LIMITS,
      });
      return parsedAnswer(response.status, response.body);
    } catch (error) {
      if (error instanceof OutboundFetchError) throw new OctoparseError(OCTOPARSE_MESSAGES.unreachable(error.message));
      throw error;
    }
  }

  /** Spaces requests REQUEST_SPACING_MS apart. */
  private async turn(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + REQUEST_SPACING_MS;
    if (slot > now) await wait(slot - now);
  }
}
