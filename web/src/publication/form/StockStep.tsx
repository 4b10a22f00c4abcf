// The wizard's 'Stock' step: where, which colour and size (uppercased), and how many of each.
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicationFormValues } from './publicationFormModel.ts';
import { emptyStockRow, toSize } from './stockRows.ts';

export function StockStep({ form }: { form: UseFormReturnType<PublicationFormValues> }) {
  const rows = form.values.stock;
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Sin stock cargado.
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Paper key={row.key} withBorder p="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <TextInput label="Lugar" {...form.getInputProps(`stock.${index}.place`)} />
            <TextInput label="Color" {...form.getInputProps(`stock.${index}.color`)} />
            <TextInput
              label="Talle"
              {...form.getInputProps(`stock.${index}.size`)}
              onChange={(event) => form.setFieldValue(`stock.${index}.size`, toSize(event.currentTarget.value))}
            />
            <NumberInput
              label="Cantidad"
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`stock.${index}.quantity`)}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt={6}>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => form.removeListItem('stock', index)}>
              Quitar
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem('stock', emptyStockRow())}>
          Agregar stock
        </Button>
      </Group>
    </Stack>
  );
}
