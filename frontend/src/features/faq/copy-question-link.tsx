import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';

/** The page's own address with the question's hash, whatever hash the address bar shows now. */
function questionUrl(questionId: string): string {
  return new URL(`#${questionId}`, window.location.href).href;
}

export function CopyQuestionLink({ questionId }: { questionId: string }) {
  return (
    <CopyButton value={questionUrl(questionId)} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconLink size={14} aria-hidden />}
          onClick={copy}
        >
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      )}
    </CopyButton>
  );
}
