import type { StoryInput } from '../../graphql/types.generated';
import { useSingleFlight } from '../../shared/use-single-flight';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import { AdminStoryEditorDocument, type AdminStoryEditorFieldsFragment } from './admin-story-editor.page.generated';
import { forgetEveryStoryList } from './forget-story-lists';
import { useCreateStoryMutation, useUpdateStoryMutation } from './save-story.generated';
import { storyFormFieldOf, type StoryFormErrors } from './story-form';

export type SaveStoryOutcome =
  | { kind: 'saved'; saved: AdminStoryEditorFieldsFragment }
  /** The shop refused some fields, each with its reason; `message` says what no field stands for. */
  | { kind: 'invalid'; fieldErrors: StoryFormErrors; message: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'ignored' };

type StoryEditAnswer =
  | ({ __typename: 'AdminStory' } & AdminStoryEditorFieldsFragment)
  | { __typename: 'InvalidDetailsError'; message: string; fieldErrors: readonly { field: string; message: string }[] }
  | { __typename: 'NotFoundError'; message: string };

const unreachable = 'The story could not be saved. Check your connection and try again.';

function outcomeOf(answer: StoryEditAnswer | undefined): SaveStoryOutcome {
  if (!answer) throw new Error('The shop answered a story save without data');
  if (answer.__typename === 'AdminStory') return { kind: 'saved', saved: answer };
  if (answer.__typename === 'NotFoundError') return { kind: 'failed', message: answer.message };
  const fieldErrors: StoryFormErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of answer.fieldErrors) {
    const known = storyFormFieldOf(field);
    if (known && !fieldErrors[known]) fieldErrors[known] = message;
    else if (!known) unplaced.push(message);
  }
  // With every reason beside its field, a summary would only repeat them.
  if (unplaced.length > 0) return { kind: 'invalid', fieldErrors, message: unplaced.join(' ') };
  return { kind: 'invalid', fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : answer.message };
}

/** Creates a story, or saves an existing one; a second save while one is under way is ignored. */
export function useSaveStory() {
  const [createStory] = useCreateStoryMutation();
  const [updateStory] = useUpdateStoryMutation();
  const flight = useSingleFlight();

  const run = async (send: () => Promise<StoryEditAnswer | undefined>): Promise<SaveStoryOutcome> => {
    const outcome = await flight.run(async (): Promise<SaveStoryOutcome> => {
      try {
        return outcomeOf(await send());
      } catch (error) {
        const tooMany = rateLimitMessageOf(error);
        if (!tooMany) console.error('Saving a story failed', error);
        return { kind: 'failed', message: tooMany ?? unreachable };
      }
    });
    return outcome ?? { kind: 'ignored' };
  };

  const create = (id: string, story: StoryInput) =>
    run(async () => {
      const { data } = await createStory({
        variables: { input: { id, story } },
        update: (cache, { data: answer }) => {
          const created = answer?.createStory;
          if (created?.__typename !== 'AdminStory') return;
          forgetEveryStoryList(cache);
          // The edit page the editor moves to finds the new story here instead of asking again.
          cache.writeQuery({ query: AdminStoryEditorDocument, variables: { id: created.story.id }, data: { adminStory: created } });
        },
      });
      return data?.createStory;
    });

  const update = (id: string, story: StoryInput) =>
    run(async () => {
      const { data } = await updateStory({
        variables: { id, input: story },
        update: (cache, { data: answer }) => {
          if (answer?.updateStory.__typename === 'AdminStory') forgetEveryStoryList(cache);
        },
      });
      return data?.updateStory;
    });

  return { saving: flight.running, create, update };
}
