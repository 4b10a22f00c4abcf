import { COLLAGE } from '@app/contracts/limits';
import { Image, SimpleGrid, Stack } from '@mantine/core';
import { collageColumns, collageTiles } from './collage.ts';

/** The storefront's images as a three-column collage of twenty tiles, the middle column offset. */
export function Collage({ images }: { images: readonly string[] }) {
  const columns = collageColumns(collageTiles(images));
  return (
    <SimpleGrid cols={COLLAGE.columns} spacing={6} aria-hidden="true">
      {columns.map((column, columnIndex) => (
        <Stack key={column[0]?.position ?? columnIndex} gap={6} mt={columnIndex === 1 ? 24 : 0}>
          {column.map((tile, row) => (
            <Image
              key={tile.position}
              src={tile.image}
              alt=""
              radius="md"
              h={row % 2 === columnIndex % 2 ? 160 : 110}
              fit="cover"
              loading="lazy"
            />
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
