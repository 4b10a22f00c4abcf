// The owner's consensus rule (docs/decisions/group-consensus.md): when the group's likes make a
// coincidence. "k de n" asks how many; unanimous warns that one reject is enough to discard it.
import type { ConsensusRule } from '@app/contracts/swipe/consensus';
import { CONSENSUS_K } from '@app/contracts/swipe/consensus';
import { Button, Drawer, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { chooseConsensus } from '../api/swipeApi.ts';
import type { SearchPanelProps } from './SharePanel.tsx';

type RuleKind = ConsensusRule['kind'];

const RULE_LABELS: Record<RuleKind, string> = {
  at_least: 'Cuando a una cantidad de participantes les gusta',
  majority: 'Cuando le gusta a la mayoría',
  unanimous: 'Cuando les gusta a todos (un rechazo la descarta)',
};

function ruleOf(kind: RuleKind, k: number): ConsensusRule {
  return kind === 'at_least' ? { kind, k } : { kind };
}

export function ConsensusPanel({ search, opened, onClose, onChanged }: SearchPanelProps) {
  const [kind, setKind] = useState<RuleKind>(search.consensus.kind);
  const [k, setK] = useState<number>(search.consensus.kind === 'at_least' ? search.consensus.k : CONSENSUS_K.min);
  const submission = useSubmission();
  const save = () =>
    submission.run(async () => {
      const { message, data } = await chooseConsensus(search.uuid, ruleOf(kind, k));
      if (message) notifySuccess(message);
      onChanged(data);
      onClose();
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="md"
      title={<PanelTitle>Regla de coincidencia</PanelTitle>}
    >
      <Stack gap="md" pb="md">
        <Text size="sm" c="dimmed">
          Elegí cuándo los me gusta del grupo son una coincidencia: te avisamos en vivo y con una notificación.
        </Text>
        <Radio.Group value={kind} onChange={(value) => setKind(value as RuleKind)} aria-label="Regla de coincidencia">
          <Stack gap="sm">
            {(Object.keys(RULE_LABELS) as RuleKind[]).map((option) => (
              <Radio key={option} value={option} label={RULE_LABELS[option]} />
            ))}
          </Stack>
        </Radio.Group>
        {kind === 'at_least' ? (
          <NumberInput
            label="Cuántos participantes tienen que coincidir"
            min={CONSENSUS_K.min}
            max={CONSENSUS_K.max}
            clampBehavior="strict"
            allowDecimal={false}
            value={k}
            onChange={(value) => setK(typeof value === 'number' ? value : CONSENSUS_K.min)}
          />
        ) : null}
        <Button onClick={() => void save()} loading={submission.isSubmitting}>
          Guardar
        </Button>
      </Stack>
    </Drawer>
  );
}
