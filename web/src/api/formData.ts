// Multipart bodies in the shape the API reads: lists as repeated 'name[]' parts, booleans as '1'/'0',
// null as an empty part (clears the value), files as file parts, and an object as one JSON text part
// (the publication form's `data`).

export type JsonObject = { readonly [key: string]: unknown };
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly (string | number)[]
  | readonly Blob[]
  | JsonObject;

function appendList(form: FormData, name: string, items: readonly (string | number | Blob)[]): void {
  for (const item of items) form.append(`${name}[]`, item instanceof Blob ? item : String(item));
}

export function toFormData(values: Record<string, FormValue>, methodOverride?: string): FormData {
  const form = new FormData();
  if (methodOverride) form.append('_method', methodOverride);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) appendList(form, name, value);
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
