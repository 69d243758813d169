import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import classes from './story-files.module.css';
import { storyFileProblem, type StoryFileRule } from './story-file-rules';
import type { StoryFileUpload } from './use-story-file-upload';

interface StoryFileUploadFieldProps {
  label: string;
  description: string;
  placeholder: string;
  icon: ReactNode;
  /** The upload button's words, e.g. "Upload cover". */
  action: string;
  rule: StoryFileRule;
  upload: StoryFileUpload;
}

/** Choose a file, see at once whether the shop would take it, and send it. */
export function StoryFileUploadField({ label, description, placeholder, icon, action, rule, upload }: StoryFileUploadFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? storyFileProblem(file, rule) : null;

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" className={classes.upload}>
        <FileInput
          label={label}
          description={description}
          placeholder={placeholder}
          accept={Object.keys(rule.types).join(',')}
          clearable
          leftSection={icon}
          value={file}
          onChange={setFile}
          error={problem}
          className={classes.fileInput}
        />
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.uploading}
          disabled={!file || problem !== null}
          onClick={() => {
            if (file) void upload.upload(file).then((uploaded) => uploaded && setFile(null));
          }}
        >
          {action}
        </Button>
      </Group>
      <div role="status">
        {upload.done && (
          <Text size="sm" className={classes.done}>
            <IconCircleCheck size={16} aria-hidden />
            {upload.done}
          </Text>
        )}
      </div>
      {upload.problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {upload.problem}
        </Alert>
      )}
    </Stack>
  );
}
