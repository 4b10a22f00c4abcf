// A lead's warmth and whether it got an answer: the seller answers the warmest first, and the
// list's "hace …" keeps counting while a lead waits (docs/decisions/leads.md).
import type { Superlike } from '@app/contracts/swipe/superlikes';
import { Badge, Group } from '@mantine/core';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

function scoreColor(score: number): string {
  if (score >= 70) return 'teal';
  if (score >= 40) return 'yellow';
  return 'gray';
}

/** The time now, renewed every minute, so waiting times shown on an open page stay true. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function LeadStatus({ lead }: { lead: Superlike }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={scoreColor(lead.score)} variant="light" title="Puntaje del interesado">
        {lead.score}
      </Badge>
      {lead.contacted_at ? <Badge color="green">Contactado</Badge> : <Badge color="orange">Sin responder</Badge>}
    </Group>
  );
}
