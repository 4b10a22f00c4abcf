const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '/publication/{id}' names a publication only with a UUID; anything else is not found. */
export function isPublicationId(id: string): boolean {
  return UUID.test(id);
}
