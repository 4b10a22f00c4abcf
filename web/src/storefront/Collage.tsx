import { Image, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { publicationDetail } from '../dialogs/dialogState.ts';
import { pictureSources } from '../publication/display/pictureSources.ts';
import { collageColumns, collageTiles } from './collage.ts';
import type { StorefrontPicture } from './storefrontState.ts';

/** The page's container is at most 960 px wide (Container size md), shared by the columns. */
function tileSizes(columns: number): string {
  return `(max-width: 960px) ${Math.ceil(100 / columns)}vw, ${Math.ceil(960 / columns)}px`;
}

/** Rows a phone shows without scrolling load at once; the rest as they come near. */
const EAGER_ROWS = 2;

function tileHeight(row: number, column: number): number {
  return row % 2 === column % 2 ? 160 : 110;
}

/**
 * The storefront's pictures as a collage in up to three columns, the middle one offset; a tap on a
 * tile opens its publication. Repeated tiles are left out of the keyboard and screen-reader order.
 */
export function Collage({ pictures }: { pictures: readonly StorefrontPicture[] }) {
  const columns = collageColumns(collageTiles(pictures));
  const sizes = tileSizes(columns.length);
  return (
    <SimpleGrid cols={columns.length} spacing={6}>
      {columns.map((column, columnIndex) => (
        <Stack key={column[0]?.position ?? columnIndex} gap={6} mt={columnIndex === 1 ? 24 : 0}>
          {column.map(({ position, picture }, row) => {
            const image = (
              <Image
                {...pictureSources(picture.image, sizes)}
                alt=""
                radius="md"
                h={tileHeight(row, columnIndex)}
                fit="cover"
                loading={row < EAGER_ROWS ? 'eager' : 'lazy'}
              />
            );
            const { publication } = picture;
            if (!publication) return <div key={position}>{image}</div>;
            const repeated = position >= pictures.length;
            return (
              <UnstyledButton
                key={position}
                aria-label={`Ver ${publication.title}`}
                aria-hidden={repeated || undefined}
                tabIndex={repeated ? -1 : undefined}
                onClick={() => {
                  publicationDetail.value = publication;
                }}
              >
                {image}
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
