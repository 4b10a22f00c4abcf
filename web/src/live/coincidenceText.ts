// The words of a coincidence (SPEC.md section 4): the other people who like the same publication.
import type { SwipeUser } from '@app/contracts/swipe/decisions';

/** 'Ana', 'Ana y Bruno', 'Ana, Bruno y Carla'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** The people to name: everyone but the one reading, once each. */
export function otherPeople(users: readonly SwipeUser[], selfId: string | null): SwipeUser[] {
  const seen = new Set<string>();
  return users.filter((user) => {
    if (user.id === selfId || seen.has(user.id)) return false;
    seen.add(user.id);
    return true;
  });
}

/** null when nobody else likes it. */
export function coincidenceText(users: readonly SwipeUser[], selfId: string | null, title: string): string | null {
  const others = otherPeople(users, selfId);
  if (others.length === 0) return null;
  const verb = others.length === 1 ? 'le gusta' : 'les gusta';
  return `¡Coincidencia! A ${namesList(others.map((user) => user.name))} también ${verb} «${title}».`;
}
