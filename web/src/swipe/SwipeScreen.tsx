// search.result once its search has loaded: the slider of cards, the bottom bar, notices, the guide
// and the search's panels.
import type { Search } from '@app/contracts/search/search';
import { Box, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchActions } from './actions/useSearchActions.ts';
import { BottomBar } from './bar/BottomBar.tsx';
import { OptionsMenu } from './bar/OptionsMenu.tsx';
import { OfflineNotice } from './decisions/OfflineNotice.tsx';
import { SuperlikeNotice } from './decisions/SuperlikeNotice.tsx';
import { SwipeGuide } from './guide/SwipeGuide.tsx';
import { SearchPanels } from './panels/SearchPanels.tsx';
import { SwipeSlide } from './SwipeSlide.tsx';
import { useScrollLock } from './slider/useScrollLock.ts';
import { VerticalSlider } from './slider/VerticalSlider.tsx';
import { useSwipeController } from './useSwipeController.ts';

const MapPanel = lazy(() => import('./map/MapPanel.tsx'));

interface SwipeScreenProps {
  search: Search;
  participant: boolean;
  onSearchChanged: (search: Search) => void;
}

export function SwipeScreen({ search, participant, onSearchChanged }: SwipeScreenProps) {
  useScrollLock();
  const swipe = useSwipeController(search, participant);
  const actions = useSearchActions(search);
  const { batches, activeResult, decisions } = swipe;

  return (
    <Box
      // The header (61 px) and a prompt open under it (pwa/PromptSlot.tsx) take their share.
      h="calc(100dvh - 61px - var(--prompt-slot-height, 0px))"
      pos="relative"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Text px="md" pt={6} size="sm" fw={600} truncate="end" aria-label="Búsqueda">
        {search.title || search.title_suggested || 'Sin título'}
      </Text>
      <VerticalSlider
        count={swipe.slideCount}
        activeIndex={swipe.activeIndex}
        onActiveIndexChange={swipe.setActiveIndex}
        locked={swipe.zooming}
        renderSlide={(index, active) => (
          <SwipeSlide index={index} active={active} swipe={swipe} search={search} actions={actions} />
        )}
      />
      {decisions.waitingForConnection > 0 ? <OfflineNotice /> : null}
      {decisions.noticeFor ? (
        <SuperlikeNotice publicationId={decisions.noticeFor} onCancel={decisions.cancelSuperlike} />
      ) : null}
      <SwipeGuide hasResults={batches.results.length > 0} />
      <BottomBar
        decisionsDisabled={activeResult === null}
        undoDisabled={!decisions.undoable}
        superlikeAllowed={search.features.superlike}
        onReject={() => swipe.decideActive('reject')}
        onUndo={decisions.undo}
        onMap={actions.openMap}
        onLike={() => swipe.decideActive('like')}
        onSuperlike={() => swipe.decideActive('superlike')}
        options={
          <OptionsMenu
            likes={swipe.totals.likes}
            isOwner={search.is_owner}
            actions={actions}
            onLikeAll={decisions.likeAllUndecided}
          />
        }
      />
      <SearchPanels search={search} panel={actions.panel} onClose={actions.closePanel} onChanged={onSearchChanged} />
      {actions.panel === 'map' ? (
        <Suspense fallback={null}>
          <MapPanel
            uuid={search.uuid}
            opened
            center={activeResult?.address?.geolocation.coordinates ?? null}
            currentId={activeResult?.id ?? null}
            onClose={actions.closePanel}
            onPick={(publicationId) => {
              actions.closePanel();
              void swipe.showPublication(publicationId);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
