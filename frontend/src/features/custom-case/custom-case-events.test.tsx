import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { recordingAnalytics, type RecordingAnalytics } from '../analytics/analytics.test-fixtures';
import {
  addCustomCaseFailure,
  addCustomCaseSpy,
  addSuspect,
  cartWithCustomCase,
  expectedBrief,
  field,
  fillBriefDetails,
  renderCustomCasePage,
  submitButton,
} from './custom-case.test-fixtures';
import { FIELD_UPDATE_PAUSE_MS } from './use-custom-form-events';

loadLazyModulesBeforeTests(() => import('./confirm-custom-case-dialog'), () => import('../cart/cart-dialog'));

afterEach(() => window.sessionStorage.clear());

/** The Mystery Creator's events, without the page views around them. */
const formEvents = (analytics: RecordingAnalytics) => analytics.events.filter((event) => event.name !== 'Page View');

describe("the Mystery Creator's analytics", () => {
  it('tracks the view once, and a field update once typing in it pauses, not per keystroke', async () => {
    const analytics = recordingAnalytics();
    const { user, clock } = renderCustomCasePage({ analytics });
    expect(formEvents(analytics)).toEqual([{ name: 'Custom Form View', properties: {} }]);

    await user.type(field('City'), 'Halifax');
    await user.type(field('Location'), 'Pier');
    expect(analytics.propertiesOf('Custom Form Update')).toEqual([]);
    expect(clock.pendingDelays()).toEqual([FIELD_UPDATE_PAUSE_MS, FIELD_UPDATE_PAUSE_MS]);

    clock.runDelayed();

    expect(analytics.propertiesOf('Custom Form Update')).toEqual([{ field: 'city' }, { field: 'location' }]);
  });

  it('tracks a field still waiting to be reported when the visitor leaves the page', async () => {
    const analytics = recordingAnalytics();
    const { user, view } = renderCustomCasePage({ analytics });

    await user.type(field('City'), 'Hal');
    view.unmount();

    expect(analytics.propertiesOf('Custom Form Update')).toEqual([{ field: 'city' }]);
  });

  it('tracks suspects added and removed with the count after, and their fields by place', async () => {
    const analytics = recordingAnalytics();
    const { user, clock } = renderCustomCasePage({ analytics });

    await addSuspect(user, 'Ada Grey', clock);
    await addSuspect(user, 'Basil Hart', clock);
    clock.runDelayed();
    await user.click(screen.getByRole('button', { name: 'Remove suspect 1' }));

    expect(analytics.propertiesOf('Custom Suspect Add')).toEqual([{ suspect_count: 1 }, { suspect_count: 2 }]);
    expect(analytics.propertiesOf('Custom Suspect Remove')).toEqual([{ suspect_count: 1 }]);
    expect(analytics.propertiesOf('Custom Form Update')).toEqual([
      { field: 'suspects.0.fullName' },
      { field: 'suspects.1.fullName' },
    ]);
  });

  it('tracks submit, confirm and success with the number of suspects', async () => {
    const analytics = recordingAnalytics();
    const add = addCustomCaseSpy(expectedBrief(['Ada Grey']), cartWithCustomCase);
    const { user, clock } = renderCustomCasePage({ mocks: [add.mock], analytics });
    await fillBriefDetails(user);
    await addSuspect(user, 'Ada Grey', clock);

    await user.click(submitButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Custom Case' }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('dialog', { name: 'Shopping Cart' });

    const outcome = formEvents(analytics).filter((event) => /Submit|Confirm|Success|Error/.test(event.name));
    expect(outcome).toEqual([
      { name: 'Custom Form Submit', properties: { suspect_count: 1 } },
      { name: 'Custom Form Confirm', properties: { suspect_count: 1 } },
      { name: 'Custom Form Success', properties: { suspect_count: 1 } },
    ]);
  });

  it('tracks Custom Form Error with the message when the case cannot go in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = recordingAnalytics();
    const { user, clock } = renderCustomCasePage({ mocks: [addCustomCaseFailure(expectedBrief(['Ada Grey']))], analytics });
    await fillBriefDetails(user);
    await addSuspect(user, 'Ada Grey', clock);

    await user.click(submitButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Custom Case' }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('alert');

    expect(analytics.propertiesOf('Custom Form Error')).toEqual([
      { message: 'There was an error submitting your request. Please try again.' },
    ]);
    expect(analytics.propertiesOf('Custom Form Success')).toEqual([]);
  });
});
