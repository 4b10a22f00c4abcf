// search.result (/search/{uuid}): the search's publications, one per slide, decided together.
import { useParams } from 'wouter';
import type { ScreenProps } from '../routing/screenProps.ts';
import { LoadingSlide } from './final/LoadingSlide.tsx';
import { SwipeScreen } from './SwipeScreen.tsx';
import { useSwipeSearch } from './useSwipeSearch.ts';

export default function SwipeResultsPage(_props: ScreenProps) {
  const { uuid = '' } = useParams<{ uuid?: string }>();
  const { search, participant, replaceSearch } = useSwipeSearch(uuid);
  if (!search) {
    return (
      <div style={{ height: 'calc(100dvh - 61px - var(--prompt-slot-height, 0px))' }}>
        <LoadingSlide />
      </div>
    );
  }
  return <SwipeScreen key={search.uuid} search={search} participant={participant} onSearchChanged={replaceSearch} />;
}
