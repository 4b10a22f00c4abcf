import { Avatar } from '@mantine/core';
import { initials } from '../shell/initials.ts';

export function GroupLogo({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Avatar src={url} alt={name} radius="md" size={size} color="premium">
      {initials(name)}
    </Avatar>
  );
}
