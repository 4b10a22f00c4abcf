// The builder's footer (SPEC.md section 2): 'Anteriores', quick search, the plus button that adds
// the form to the list, and the main button with the live result count; above them, when the count
// is 'Sin resultados', the way forward (zeroResults/ZeroResults.tsx).
import { ActionIcon, Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { TourAnchor } from '../tour/TourAnchor.tsx';
import { type ResultCount, searchButtonLabel } from './resultCount.ts';

interface BuilderFooterProps {
  count: ResultCount;
  counting: boolean;
  canAdd: boolean;
  canSearch: boolean;
  saving: boolean;
  onHistory: () => void;
  onQuickSearch: () => void;
  onAdd: () => void;
  onSearch: () => void;
  /** What to offer when the count is 'Sin resultados' (renders nothing otherwise). */
  zeroResults?: ReactNode;
}

export function BuilderFooter(props: BuilderFooterProps) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      bg="white"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 5 }}
    >
      {/* Narrow insets on a phone: at 360 px the count button has room for '+1000 resultados'. */}
      <Container size="sm" px={{ base: 'xs', xs: 'md' }}>
        {props.zeroResults}
        <Group gap={4} wrap="nowrap">
          <TourAnchor target="history">
            <Button variant="subtle" color="gray" px={6} onClick={props.onHistory}>
              Anteriores
            </Button>
          </TourAnchor>
          <TourAnchor target="quickSearch">
            <ActionIcon variant="light" size={36} aria-label="Búsqueda rápida" onClick={props.onQuickSearch}>
              <span aria-hidden="true">✎</span>
            </ActionIcon>
          </TourAnchor>
          <TourAnchor target="add">
            <ActionIcon
              variant="light"
              size={36}
              aria-label="Agregar filtro"
              disabled={!props.canAdd}
              onClick={props.onAdd}
            >
              <span aria-hidden="true">+</span>
            </ActionIcon>
          </TourAnchor>
          {/* minWidth 0: the count button shrinks to the phone's width instead of pushing past it. */}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <TourAnchor target="search">
              <Button
                fullWidth
                px={6}
                onClick={props.onSearch}
                disabled={!props.canSearch}
                loading={props.saving}
                aria-busy={props.counting}
              >
                {searchButtonLabel(props.count)}
              </Button>
            </TourAnchor>
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
