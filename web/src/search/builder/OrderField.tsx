// The order of results (configuration's search orders; relevance by default).
import type { Configuration } from '@app/contracts/configuration';
import { type SearchOrder, searchOrderSlugSchema } from '@app/contracts/search/search';
import { Select } from '@mantine/core';

interface OrderFieldProps {
  orders: Configuration['search_orders'];
  value: SearchOrder;
  onChange: (order: SearchOrder) => void;
}

export function OrderField({ orders, value, onChange }: OrderFieldProps) {
  const known = orders.filter((order) => searchOrderSlugSchema.safeParse(order.slug).success);
  return (
    <Select
      label="Ordenar por"
      data={known.map((order) => ({ value: order.slug, label: order.title }))}
      value={value}
      allowDeselect={false}
      onChange={(slug) => {
        const parsed = searchOrderSlugSchema.safeParse(slug);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
