// The card an address asks to open first: `/search/{uuid}?publication={id}`, as an instant alert's
// notification and e-mail link to it (docs/decisions/instant-alerts.md).
export function openedPublicationOf(search: string): string | null {
  const id = new URLSearchParams(search).get('publication');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
