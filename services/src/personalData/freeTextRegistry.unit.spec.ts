// The list of every text field of every stored event (eventTextFields.ts, which does not compile
// while an event's text field is missing from it) and the fields the store seals
// (personalFields.ts) say the same: a field called personal is sealed, and only those are.
import { describe, expect, it } from 'vitest';
import { EVENT_TEXT_FIELDS } from './eventTextFields.ts';
import { PERSONAL_EVENTS } from './personalFields.ts';

const topField = (path: string) => path.split('.')[0]!.replace('[]', '');

function sealedByRegistry(): Record<string, string[]> {
  const sealed: Record<string, string[]> = {};
  for (const [type, fields] of Object.entries(EVENT_TEXT_FIELDS)) {
    const names = Object.entries(fields as Record<string, string>)
      .filter(([, kind]) => kind === 'sealed')
      .map(([name]) => name);
    if (names.length > 0) sealed[type] = names.sort();
  }
  return sealed;
}

function sealedByStore(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(PERSONAL_EVENTS).map(([type, personal]) => [
      type,
      [...new Set(personal.fields.map((field) => topField(field.path)))].sort(),
    ]),
  );
}

describe('the personal fields of stored events', () => {
  it('are sealed by the store exactly as the list of every text field says', () => {
    expect(sealedByStore()).toEqual(sealedByRegistry());
  });

  it('are the name, e-mail and phone of an account, 12 free texts a person writes and an Octoparse username', () => {
    const paths = Object.entries(PERSONAL_EVENTS).flatMap(([type, personal]) =>
      personal.fields.map((field) => `${type} ${field.path}`),
    );
    expect(paths.sort()).toEqual([
      'publication.changed.v1 description',
      'publication.changed.v1 text',
      'publication.changed.v1 title',
      'publication.created.v1 description',
      'publication.created.v1 text',
      'publication.created.v1 title',
      'search.changed.v1 filters[].title',
      'search.created.v1 filters[].title',
      'search.decision_commented.v1 comment',
      'search.published.v1 description',
      'search.published.v1 title',
      'search.titled.v1 title',
      'synchronizer.configured.v1 config.username',
      'user.profile_changed.v1 name',
      'user.profile_changed.v1 phone',
      'user.registered.v1 email',
      'user.registered.v1 name',
    ]);
  });
});
