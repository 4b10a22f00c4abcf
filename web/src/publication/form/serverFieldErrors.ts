// Server validation messages keyed as the form's fields: the multipart JSON part is `data`, stock
// travels inside extras, and images are the `medias` files.
export function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const withoutPart = field.replace(/^data\./, '');
    const name = withoutPart.startsWith('extras.stock')
      ? withoutPart.replace(/^extras\./, '')
      : /^medias(\.|\[|$)/.test(withoutPart)
        ? 'images'
        : withoutPart;
    mapped[name] ??= message;
  }
  return mapped;
}
