/** Success toasts of the settings screens (SPEC.md words none: "store the user and go back"). */
export const SETTINGS_MESSAGES = {
  profileSaved: 'Tus datos se guardaron correctamente.',
  slugSaved: 'Tu catálogo se guardó correctamente.',
} as const;
