import { Button, Loader, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface DownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> {
  label: string;
  preparing: boolean;
  /** Held off while something else is under way; it reads as usual, not "Preparing...". */
  disabled?: boolean;
  onDownload: () => void;
}

/** A case file's download button; it says "Preparing..." while the link is being made. */
export function DownloadButton({ label, preparing, disabled = false, onDownload, ...buttonProps }: DownloadButtonProps) {
  return (
    <Button
      {...buttonProps}
      onClick={onDownload}
      disabled={preparing || disabled}
      leftSection={preparing ? <Loader size={14} color="currentColor" /> : <IconDownload size={16} aria-hidden />}
    >
      {preparing ? 'Preparing...' : label}
    </Button>
  );
}
