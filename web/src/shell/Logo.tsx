import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { currentMicrosite } from '../session/sessionState.ts';
import { BRAND_NAME } from './brand.ts';

export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-premium-8)" />
      <rect x="18" y="14" width="28" height="36" rx="6" fill="#fff" transform="rotate(-12 32 32)" />
      <path
        d="M27 33l5 5 9-11"
        fill="none"
        stroke="var(--mantine-color-gold-7)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A microsite's own logo (the main one, else the square one) or its name. */
function MicrositeBrand({ name, logo }: { name: string; logo: string | null }) {
  if (logo) return <Image src={logo} alt={name} h={36} w="auto" maw={180} fit="contain" />;
  return (
    <Text fw={800} fz="lg" c="premium.9" truncate maw={200}>
      {name}
    </Text>
  );
}

export function Logo({ onClick }: { onClick: () => void }) {
  useSignals();
  const microsite = currentMicrosite.value;
  if (microsite)
    return (
      <UnstyledButton onClick={onClick} aria-label={`${microsite.name}, ir al inicio`}>
        <MicrositeBrand name={microsite.name} logo={microsite.logo_main_url ?? microsite.logo_square_url} />
      </UnstyledButton>
    );
  return (
    <UnstyledButton onClick={onClick} aria-label={`${BRAND_NAME}, ir al inicio`}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={800} fz="lg" c="premium.9" visibleFrom="xs">
          {BRAND_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
