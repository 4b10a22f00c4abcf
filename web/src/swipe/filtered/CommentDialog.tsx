// The reader's comment on a publication they decided: 3 rows growing to 10; an unchanged comment
// just closes the dialog, an empty one clears it.
import { TEXTAREA_ROWS } from '@app/contracts/limits';
import { DECISION_COMMENT_MAX } from '@app/contracts/swipe/decisions';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSubmission } from '../../forms/useSubmission.ts';
import { sendComment } from '../api/swipeApi.ts';

interface CommentDialogProps {
  uuid: string;
  publicationId: string;
  comment: string | null;
  onClose: () => void;
  onSaved: (comment: string | null) => void;
}

export function CommentDialog({ uuid, publicationId, comment, onClose, onSaved }: CommentDialogProps) {
  const [text, setText] = useState(comment ?? '');
  const submission = useSubmission();
  const save = () => {
    const next = text.trim() || null;
    if (next === comment) {
      onClose();
      return;
    }
    void submission.run(async () => {
      await sendComment(uuid, publicationId, next);
      onSaved(next);
      onClose();
    });
  };
  return (
    <Modal opened onClose={onClose} title="Comentario" centered>
      <Textarea
        label="Tu comentario"
        autosize
        minRows={TEXTAREA_ROWS.comment.min}
        maxRows={TEXTAREA_ROWS.comment.max}
        maxLength={DECISION_COMMENT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button loading={submission.isSubmitting} onClick={save}>
          Guardar
        </Button>
      </Group>
    </Modal>
  );
}
