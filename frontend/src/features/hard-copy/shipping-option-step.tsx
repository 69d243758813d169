import { Alert, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ShippingRegion } from '../../graphql/types.generated';
import { formatPriceCents } from '../../shared/format/format-price';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import classes from './hard-copy-steps.module.css';
import { ShippingOptionIcon } from './shipping-option-icon';
import { hardCopyProductId, missingProductIdMessage, shippingOptions, type ShippingOption } from './shipping-options';

interface ShippingOptionStepProps {
  story: HardCopyStoryFieldsFragment;
  /** The option chosen before "Change option" brought the customer back: it takes focus. */
  previous: ShippingRegion | null;
  onChoose: (region: ShippingRegion) => void;
  onCancel: () => void;
}

/** Step 1: North America or International, each with its price and where it ships. */
export function ShippingOptionStep({ story, previous, onChoose, onCancel }: ShippingOptionStepProps) {
  const headingId = useId();
  const [unavailable, setUnavailable] = useState<ShippingOption | null>(null);
  const previousButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    previousButton.current?.focus();
  }, []);

  const choose = (option: ShippingOption) => {
    // Spec 5: an option the story has no product for cannot be ordered; the customer is told so.
    if (hardCopyProductId(story, option.region) === null) {
      setUnavailable(option);
      return;
    }
    onChoose(option.region);
  };

  return (
    <Stack gap="md">
      <Text component="h3" id={headingId} className={classes.step}>
        <span className={classes.stepNumber}>Step 1 of 2</span> Choose a shipping option
      </Text>
      <div role="group" aria-labelledby={headingId} className={classes.options}>
        {shippingOptions.map((option, index) => (
          <UnstyledButton
            key={option.region}
            ref={option.region === previous ? previousButton : undefined}
            className={classes.option}
            onClick={() => choose(option)}
            data-autofocus={index === 0 || undefined}
          >
            <span className={classes.optionIcon}>
              <ShippingOptionIcon region={option.region} size={22} />
            </span>
            <span className={classes.optionText}>
              <span className={classes.optionLabel}>{option.label}</span>
              <span className={classes.optionCoverage}>{option.coverage}</span>
            </span>
            <span className={classes.optionPrice}>{formatPriceCents(option.priceCents)}</span>
            <IconChevronRight size={18} className={classes.optionChevron} aria-hidden />
          </UnstyledButton>
        ))}
      </div>
      <Text size="sm" c="dimmed">
        Printed and sent by standard post within 1–3 weeks: about a week within Canada, two to three weeks
        abroad.
      </Text>
      {unavailable && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {missingProductIdMessage(unavailable)}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Stack>
  );
}
