import type { OneTimeCodeEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { codeDigest, codeMatcher, generateCode } from './codeDigest.ts';
import { type OneTimeCodeCommand, oneTimeCodeDecider } from './oneTimeCode.ts';

const SECRET = 'unit-test-secret';
const spec = DeciderSpecification.for(oneTimeCodeDecider(codeMatcher(SECRET)));

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

describe('one-time code decider', () => {
  it('issues a code as a digest with its expiry', () => {
    const command: OneTimeCodeCommand = {
      type: 'issue',
      ...ids,
      digest: issued.data.digest,
      expiresAt: minutesLater(10),
    };
    spec.given().when(command).thenDecides([issued]);
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
    const reissued = (minutes: number): OneTimeCodeEvent => ({
      type: 'one_time_code.issued.v1',
      data: {
        ...ids,
        codeId: 'c2',
        digest: codeDigest(SECRET, 'c2', '654321'),
        expiresAt: minutesLater(minutes + 10).toISOString(),
      },
    });
    spec.given(issued).when(resend(5)).thenNothing();
    spec
      .given(issued)
      .when(resend(10))
      .thenDecides([reissued(10)]);
    spec
      .given(issued, used)
      .when(resend(5))
      .thenDecides([reissued(5)]);
    spec
      .given(issued, ...Array<OneTimeCodeEvent>(5).fill(failed))
      .when(resend(5))
      .thenDecides([reissued(5)]);
  });

  it('spends the right code once', () => {
    spec.given(issued).when(use('123456')).thenDecides([used]);
    spec
      .given(issued, used)
      .when(use('123456'))
      .thenRefusesField('code', 'No hay un código vigente, solicita uno nuevo.');
  });

  it('records a wrong code as a spent try, and the code dies after five', () => {
    spec.given(issued).when(use('654321')).thenDecides([failed]);
    spec.given(issued, failed, failed, failed, failed).when(use('123456')).thenDecides([used]);
    spec
      .given(issued, failed, failed, failed, failed, failed)
      .when(use('123456'))
      .thenRefusesField('code', 'Se agotaron los intentos para este código, solicita uno nuevo.');
  });

  it('refuses the right code after ten minutes', () => {
    spec.given(issued).when(use('123456', 10)).thenRefusesField('code', 'El código venció, solicita uno nuevo.');
  });

  it('keeps purposes apart, and a new code replaces the old one', () => {
    const verifyUse: OneTimeCodeCommand = { ...use('123456'), purpose: 'verify_email' } as OneTimeCodeCommand;
    spec.given(issued).when(verifyUse).thenRefusesField('code', 'No hay un código vigente, solicita uno nuevo.');
    const newer: OneTimeCodeEvent = {
      type: 'one_time_code.issued.v1',
      data: {
        ...ids,
        codeId: 'c2',
        digest: codeDigest(SECRET, 'c2', '999999'),
        expiresAt: minutesLater(12).toISOString(),
      },
    };
    spec
      .given(issued, newer)
      .when(use('123456'))
      .thenDecides([{ type: 'one_time_code.attempt_failed.v1', data: { ...ids, codeId: 'c2' } }]);
  });

  it('draws six digits and never matches a digest made with another secret', () => {
    expect(generateCode()).toMatch(/^\d{6}$/);
    expect(codeMatcher('another-secret')('c1', '123456', issued.data.digest)).toBe(false);
  });
});
