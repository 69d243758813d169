import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileTypePdf, IconPencil, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadButton } from '../library/download-button';
import type { AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import { caseFileProblem } from './case-file-upload';
import classes from './production-panel.module.css';
import { useCustomCaseProduction } from './use-custom-case-production';

/** What the operator can do next with a case, by its state. */
export function ProductionPanel({ customCase }: { customCase: AdminCustomCaseFieldsFragment }) {
  const actions = useCustomCaseProduction(customCase.id);
  const { status } = customCase;

  return (
    <Stack gap="sm" className={classes.panel}>
      <Group gap="sm">
        {status === 'BRIEF_RECEIVED' && (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            loading={actions.busy === 'start'}
            disabled={actions.busy !== null}
            onClick={actions.startWriting}
          >
            Start writing
          </Button>
        )}
        <DownloadButton
          label="Download draft dossier"
          variant="default"
          preparing={actions.busy === 'dossier'}
          onDownload={actions.downloadDossier}
        />
      </Group>
      {status === 'WRITING' && (
        <>
          <CaseFileUpload busy={actions.busy === 'upload'} onUpload={actions.uploadCaseFile} />
          <Group gap="sm" align="center">
            <Button
              color="teal"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={actions.busy === 'deliver'}
              disabled={!customCase.hasCaseFile || actions.busy !== null}
              onClick={actions.deliver}
            >
              Deliver
            </Button>
            <Text size="sm" c="dimmed">
              {customCase.hasCaseFile
                ? 'The finished PDF is uploaded: delivering emails the customer.'
                : 'Upload the finished PDF first.'}
            </Text>
          </Group>
        </>
      )}
      <div role="status">
        {actions.done && (
          <Text size="sm" className={classes.done}>
            <IconCircleCheck size={16} aria-hidden />
            {actions.done}
          </Text>
        )}
      </div>
      {actions.problem && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {actions.problem}
        </Alert>
      )}
    </Stack>
  );
}

function CaseFileUpload({ busy, onUpload }: { busy: boolean; onUpload: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? caseFileProblem(file) : null;

  return (
    <Group gap="sm" align="flex-end" className={classes.upload}>
      <FileInput
        label="Case PDF"
        description="The finished case, a PDF of at most 20 MB. A new upload replaces the last."
        placeholder="Choose a PDF"
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        value={file}
        onChange={setFile}
        error={problem}
        className={classes.fileInput}
      />
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden />}
        loading={busy}
        disabled={!file || problem !== null}
        onClick={() => file && onUpload(file)}
      >
        Upload case PDF
      </Button>
    </Group>
  );
}
