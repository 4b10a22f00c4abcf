import type { Search } from '@app/contracts/search/search';
import type { SearchActions } from './actions/useSearchActions.ts';
import { PublicationCard } from './card/PublicationCard.tsx';
import { FinalSlide } from './final/FinalSlide.tsx';
import { LoadingSlide } from './final/LoadingSlide.tsx';
import type { SwipeController } from './useSwipeController.ts';

interface SwipeSlideProps {
  index: number;
  active: boolean;
  swipe: SwipeController;
  search: Search;
  actions: SearchActions;
}

/** A result's card; after the last one, 'Cargando resultados' while more may come, then the final slide. */
export function SwipeSlide({ index, active, swipe, search, actions }: SwipeSlideProps) {
  const result = swipe.batches.results[index];
  if (result) {
    const ahead = index - swipe.activeIndex;
    return (
      <PublicationCard
        key={result.id}
        result={result}
        decision={swipe.decisions.decisionOf(result.id)}
        active={active}
        imageLoading={ahead === 0 ? 'priority' : ahead === 1 ? 'eager' : 'lazy'}
        onDecide={(kind) => swipe.decisions.decide(result, kind)}
        onZoomingChange={swipe.setZooming}
        registerHandle={swipe.registerCard}
      />
    );
  }
  if (!swipe.batches.ended) return <LoadingSlide />;
  return (
    <FinalSlide
      search={search}
      active={active}
      likes={swipe.totals.likes}
      actions={actions}
      noResults={swipe.batches.results.length === 0}
    />
  );
}
