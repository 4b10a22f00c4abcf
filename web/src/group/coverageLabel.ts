// The directory's line about a group's local coverage: the share of the searched place's
// publications its portfolio holds ('Cubre el 38 % de las publicaciones cerca de Palermo').
import type { GroupCoverage } from '@app/contracts/group/group';

export function coverageLabel({ place, percent }: GroupCoverage): string {
  if (percent === 0) return place ? `Sin publicaciones cerca de ${place}` : 'Sin publicaciones en la zona';
  const share = percent < 1 ? 'menos del 1 %' : `el ${Math.round(percent)} %`;
  return `Cubre ${share} de las publicaciones ${place ? `cerca de ${place}` : 'de la zona'}`;
}
