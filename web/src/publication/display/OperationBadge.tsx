// 'Venta', 'Alquiler' or 'Alquiler temporario' on a property's card and page.
import { OPERATION_LABELS, type Operation } from '@app/contracts/publication/operation';
import { Badge } from '@mantine/core';

export function OperationBadge({ operation, onPhoto = false }: { operation: Operation | null; onPhoto?: boolean }) {
  if (!operation) return null;
  return (
    <Badge variant={onPhoto ? 'filled' : 'light'} color={operation === 'sale' ? 'blue' : 'grape'} tt="none">
      {OPERATION_LABELS[operation]}
    </Badge>
  );
}
