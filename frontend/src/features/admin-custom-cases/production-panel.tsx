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
  // One step at a time: while one runs, every other action waits rather than take a click it would drop.
  const anyBusy = actions.busy !== null;

  return (
    <Stack gap="sm" className={classes.panel}>
      <Group gap="sm">
        {status === 'BRIEF_RECEIVED' && (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            loading={actions.busy === 'start'}
            disabled={anyBusy}
            onClick={actions.startWriting}
          >
            Start writing
          </Button>
        )}
        <DownloadButton
          label="Download draft dossier"
          variant="default"
          preparing={actions.busy === 'dossier'}
          disabled={anyBusy}
          onDownload={actions.downloadDossier}
        />
      </Group>
      {status === 'WRITING' && (
        <>
          <CaseFileUpload uploading={actions.busy === 'upload'} held={anyBusy} onUpload={actions.uploadCaseFile} />
          <Group gap="sm" align="center">
            <Button
              color="teal"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={actions.busy === 'deliver'}
              disabled={!customCase.hasCaseFile || anyBusy}
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

interface CaseFileUploadProps {
  uploading: boolean;
  /** Some step, this upload or another, is under way. */
  held: boolean;
  onUpload: (file: File) => void;
}

function CaseFileUpload({ uploading, held, onUpload }: CaseFileUploadProps) {
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
        loading={uploading}
        disabled={!file || problem !== null || held}
        onClick={() => file && onUpload(file)}
      >
        Upload case PDF
      </Button>
    </Group>
  );
}
