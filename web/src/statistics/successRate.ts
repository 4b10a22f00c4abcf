// The success rate's colour (SPEC.md section 9): 80 % or more green, 50 % or more amber, above 0
// grey, otherwise red. Unlike the original's repeated condition, the red band is reachable.
export type SuccessColour = 'green' | 'yellow' | 'gray' | 'red';

export function successColour(percent: number): SuccessColour {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  if (percent > 0) return 'gray';
  return 'red';
}
