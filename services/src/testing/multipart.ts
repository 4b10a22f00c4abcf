// Builds a multipart/form-data body for injected requests, the way the web client's toFormData does.

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type: string;
}

export async function multipartBody(
  fields: Record<string, string | readonly string[]>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(`${name}[]`, item);
  }
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
