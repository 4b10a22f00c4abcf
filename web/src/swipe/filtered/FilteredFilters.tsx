import type { Search } from '@app/contracts/search/search';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { showsParticipantFilter } from './filteredQuery.ts';

const EVERYONE = 'everyone';

interface FilteredFiltersProps {
  search: Search;
  like: boolean;
  userId: string | null;
  words: string;
  onLike: (like: boolean) => void;
  onUser: (userId: string | null) => void;
  onWords: (words: string) => void;
}

/** Likes or rejections, whose (when several take part) and words of the title. */
export function FilteredFilters({ search, like, userId, words, onLike, onUser, onWords }: FilteredFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SegmentedControl
        aria-label="Decisión"
        value={like ? 'likes' : 'dislikes'}
        onChange={(value) => onLike(value === 'likes')}
        data={[
          { value: 'likes', label: 'Me gusta' },
          { value: 'dislikes', label: 'Rechazadas' },
        ]}
      />
      {showsParticipantFilter(search) ? (
        <Select
          aria-label="Participante"
          value={userId ?? EVERYONE}
          onChange={(value) => onUser(value === EVERYONE || value === null ? null : value)}
          data={[
            { value: EVERYONE, label: 'Todos' },
            ...search.users.map((user) => ({ value: user.id, label: user.name })),
          ]}
          allowDeselect={false}
          w={180}
        />
      ) : null}
      <TextInput
        aria-label="Buscar"
        placeholder="Buscar por título..."
        value={words}
        onChange={(event) => onWords(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 160 }}
      />
    </Group>
  );
}
