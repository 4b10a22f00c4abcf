// What a property search starts with, as on Zonaprop and Argenprop: Comprar, Alquilar or Alquiler
// temporario (docs/decisions/operations.md). A small component the builder's first screen can render.
import { OPERATIONS, type Operation, SEARCH_OPERATION_LABELS } from '@app/contracts/publication/operation';
import { SegmentedControl } from '@mantine/core';

const OPTIONS = OPERATIONS.map((operation) => ({ value: operation, label: SEARCH_OPERATION_LABELS[operation] }));

export function OperationChooser({ value, onChange }: { value: Operation; onChange: (operation: Operation) => void }) {
  return (
    <SegmentedControl
      fullWidth
      data={OPTIONS}
      value={value}
      onChange={(chosen) => onChange(chosen as Operation)}
      aria-label="Operación"
      data-testid="search-operation"
    />
  );
}
