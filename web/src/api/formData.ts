// Multipart bodies in the shape the API reads: lists as repeated 'name[]' parts, booleans as '1'/'0',
// null as an empty part (clears the value), files as file parts.

export type FormValue = string | number | boolean | null | undefined | Blob | readonly (string | number)[];

export function toFormData(values: Record<string, FormValue>, methodOverride?: string): FormData {
  const form = new FormData();
  if (methodOverride) form.append('_method', methodOverride);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, String(item));
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else form.append(name, String(value));
  }
  return form;
}
