// 'Venta', 'Alquiler' or 'Alquiler temporario' on a property's card and page. Filled in the
// palette's eighth shade so its white words read at 5:1 or more, over a photo or a page.
import { OPERATION_LABELS, type Operation } from '@app/contracts/publication/operation';
import { Badge } from '@mantine/core';

export function OperationBadge({ operation }: { operation: Operation | null }) {
  if (!operation) return null;
  return (
    <Badge variant="filled" color={operation === 'sale' ? 'blue.8' : 'grape.8'} tt="none">
      {OPERATION_LABELS[operation]}
    </Badge>
  );
}
