import type { OneTimeCodeEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { codeDigest, codeMatcher, generateCode } from './codeDigest.ts';
import { type OneTimeCodeCommand, oneTimeCodeDecider } from './oneTimeCode.ts';

const SECRET = 'unit-test-secret';
const decider = oneTimeCodeDecider(codeMatcher(SECRET));
const given = (events: OneTimeCodeEvent[]) => events.reduce(decider.evolve, decider.initialState);
const when = (events: OneTimeCodeEvent[], command: OneTimeCodeCommand) => decider.decide(command, given(events));

const issuedAt = new Date('2026-04-01T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000);
const ids = { userId: 'u1', codeId: 'c1', purpose: 'sign_in' as const };
const issued: OneTimeCodeEvent = {
  type: 'one_time_code.issued.v1',
  data: { ...ids, digest: codeDigest(SECRET, 'c1', '123456'), expiresAt: minutesLater(10).toISOString() },
};
const failed: OneTimeCodeEvent = { type: 'one_time_code.attempt_failed.v1', data: ids };
const used: OneTimeCodeEvent = { type: 'one_time_code.used.v1', data: ids };
const use = (code: string, minutes = 1): OneTimeCodeCommand => ({
  type: 'use',
  purpose: 'sign_in',
  code,
  now: minutesLater(minutes),
});
const refusal = (message: string) => ({ code: 'validation', errors: { code: [message] } });

describe('one-time code decider', () => {
  it('issues a code as a digest with its expiry', () => {
    const command: OneTimeCodeCommand = {
      type: 'issue',
      ...ids,
      digest: issued.data.digest,
      expiresAt: minutesLater(10),
    };
    expect(when([], command)).toEqual([issued]);
  });

  it('keeps a usable code instead of issuing another when asked to (a refused resend)', () => {
    const resend = (minutes: number): OneTimeCodeCommand => ({
      type: 'issue',
      ...ids,
      codeId: 'c2',
      digest: codeDigest(SECRET, 'c2', '654321'),
      expiresAt: minutesLater(minutes + 10),
      keepUsableCodeAt: minutesLater(minutes),
    });
    expect(when([issued], resend(5))).toEqual([]);
    expect(when([issued], resend(10))).toMatchObject([{ type: 'one_time_code.issued.v1', data: { codeId: 'c2' } }]);
    expect(when([issued, used], resend(5))).toMatchObject([{ data: { codeId: 'c2' } }]);
    expect(when([issued, ...Array(5).fill(failed)], resend(5))).toMatchObject([{ data: { codeId: 'c2' } }]);
  });

  it('spends the right code once', () => {
    expect(when([issued], use('123456'))).toEqual([used]);
    expect(when([issued, used], use('123456'))).toMatchObject(refusal('No hay un código vigente, solicita uno nuevo.'));
  });

  it('records a wrong code as a spent try, and the code dies after five', () => {
    expect(when([issued], use('654321'))).toEqual([failed]);
    expect(when([issued, failed, failed, failed, failed], use('123456'))).toEqual([used]);
    expect(when([issued, failed, failed, failed, failed, failed], use('123456'))).toMatchObject(
      refusal('Se agotaron los intentos para este código, solicita uno nuevo.'),
    );
  });

  it('refuses the right code after ten minutes', () => {
    expect(when([issued], use('123456', 10))).toMatchObject(refusal('El código venció, solicita uno nuevo.'));
  });

  it('keeps purposes apart, and a new code replaces the old one', () => {
    const verifyUse: OneTimeCodeCommand = { ...use('123456'), purpose: 'verify_email' } as OneTimeCodeCommand;
    expect(when([issued], verifyUse)).toMatchObject(refusal('No hay un código vigente, solicita uno nuevo.'));
    const newer: OneTimeCodeEvent = {
      type: 'one_time_code.issued.v1',
      data: {
        ...ids,
        codeId: 'c2',
        digest: codeDigest(SECRET, 'c2', '999999'),
        expiresAt: minutesLater(12).toISOString(),
      },
    };
    expect(when([issued, newer], use('123456'))).toEqual([
      { type: 'one_time_code.attempt_failed.v1', data: { ...ids, codeId: 'c2' } },
    ]);
  });

  it('draws six digits and never matches a digest made with another secret', () => {
    expect(generateCode()).toMatch(/^\d{6}$/);
    expect(codeMatcher('another-secret')('c1', '123456', issued.data.digest)).toBe(false);
  });
});
