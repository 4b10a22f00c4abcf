// The e-mail that carries a one-time code, in Spanish.
import { ONE_TIME_CODE, type OneTimeCodePurpose } from '@app/contracts';
import type { MailMessage } from '../../mail/index.ts';

const WORDING: Record<OneTimeCodePurpose, { subject: string; intro: string }> = {
  sign_in: { subject: 'Tu código para ingresar', intro: 'Usá este código para ingresar a tu cuenta:' },
  verify_email: { subject: 'Verificá tu email', intro: 'Usá este código para verificar tu email:' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function codeMail(to: string, code: string, purpose: OneTimeCodePurpose): MailMessage {
  const { subject, intro } = WORDING[purpose];
  const validity = `El código vence en ${ONE_TIME_CODE.expiresMinutes} minutos.`;
  const ignore = 'Si no lo solicitaste, ignora este correo.';
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${validity}\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
