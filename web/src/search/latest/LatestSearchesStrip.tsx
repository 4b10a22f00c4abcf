// The signed-in user's latest searches as the landing and the dashboard show them, loaded on its
// own so the landing's first download carries no search code.

import { LatestSearches } from './LatestSearches.tsx';
import { useLatestSearches } from './latestSearches.ts';

export default function LatestSearchesStrip({ title }: { title: string }) {
  const searches = useLatestSearches();
  return searches ? <LatestSearches searches={searches} title={title} /> : null;
}
