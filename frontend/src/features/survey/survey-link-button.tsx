import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { shopConfig } from '../../app/shop-config';
import { NewTabHint, newTabLinkProps } from '../../shared/new-tab';

export function SurveyLinkButton({ className }: { className?: string }) {
  return (
    <Button
      component="a"
      href={shopConfig.surveyUrl}
      {...newTabLinkProps}
      size="lg"
      className={className}
      rightSection={<IconExternalLink size={18} aria-hidden />}
    >
      Start the survey
      <NewTabHint />
    </Button>
  );
}
