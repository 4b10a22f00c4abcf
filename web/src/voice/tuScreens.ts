// Screens whose voice SPEC.md sets in tú: the premium pitch and the premium step say SPEC's
// 'Hazte premium' and '¡Felicitaciones, ahora eres premium!' verbatim, the invitation screen its
// 'Debes estar logueado.', so every other string a person reads there speaks tú as well ('¿No tienes un código? Escríbenos'), never voseo beside
// them (docs/decisions/voice.md). Paths from the repository's root, each with the SPEC.md string
// that sets its voice.
export const TU_SCREENS: Readonly<Record<string, string>> = {
  'web/src/landing/PremiumPitch.tsx': 'Hazte premium',
  'web/src/account/identify/PremiumStep.tsx': '¡Felicitaciones, ahora eres premium!',
  // The refusals of a promotional code, shown on the premium step's code field.
  'contracts/src/account/premium.ts': '¡Felicitaciones, ahora eres premium!',
  // The invitation screen, whose refusals SPEC.md words in tú, and its messages.
  'web/src/group/invitation/InvitationPage.tsx': 'Debes tener una cuenta premium',
  'web/src/group/invitation/InvitationClosed.tsx': 'Debes estar logueado.',
  'contracts/src/group/invitationMessages.ts': 'Debes tener un email verificado',
};
