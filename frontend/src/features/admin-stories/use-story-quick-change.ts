import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import { showNotification } from '../../shared/show-notification';
import { AdminStoryEditorDocument, type AdminStoryEditorQuery } from './admin-story-editor.page.generated';
import { forgetStorefrontLists } from './forget-story-lists';
import { useUpdateStoryMutation } from './save-story.generated';
import { storyInputOf } from './story-form';

/** A change the table makes in one click: availability or featuring. */
export interface QuickChange {
  storyId: string;
  change: { isAvailable: boolean } | { isFeatured: boolean };
  /** What the change achieved, e.g. "“The Salt Marsh Ledger” is now available." */
  done: string;
}

const unreachable = 'The story could not be updated. Check your connection and try again.';

/** Makes one-click changes to stories, one at a time per story, through the same save as the editor. */
export function useStoryQuickChange() {
  const client = useApolloClient();
  const [updateStory] = useUpdateStoryMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // Refs, not the state: two clicks in the same frame both see the story still idle.
  const inFlight = useRef(new Set<string>());

  const settle = (storyId: string) => {
    inFlight.current.delete(storyId);
    setBusy((before) => new Set([...before].filter((id) => id !== storyId)));
  };

  const refuse = (message: string) => showNotification({ color: 'red', title: 'Not changed', message });

  const apply = async ({ storyId, change, done }: QuickChange) => {
    if (inFlight.current.has(storyId)) return;
    inFlight.current.add(storyId);
    setBusy((before) => new Set([...before, storyId]));
    try {
      // StoryInput carries every field: read them fresh, so the change never undoes another edit.
      const { data } = await client.query<AdminStoryEditorQuery>({
        query: AdminStoryEditorDocument,
        variables: { id: storyId },
        fetchPolicy: 'network-only',
      });
      const current = data.adminStory?.story;
      if (!current) {
        refuse('This story no longer exists.');
        return;
      }
      const answer = (
        await updateStory({
          variables: { id: storyId, input: { ...storyInputOf(current), ...change } },
          update: (cache, { data: saved }) => {
            if (saved?.updateStory.__typename === 'AdminStory') forgetStorefrontLists(cache);
          },
        })
      ).data?.updateStory;
      if (!answer) throw new Error('updateStory answered without data');
      if (answer.__typename === 'AdminStory') {
        showNotification({ color: 'teal', title: 'Story updated', message: done });
      } else if (answer.__typename === 'InvalidDetailsError' && answer.fieldErrors.length > 0) {
        refuse(answer.fieldErrors.map((fieldError) => fieldError.message).join(' '));
      } else {
        refuse(answer.message);
      }
    } catch (error) {
      console.error('A quick change to a story failed', error);
      refuse(unreachable);
    } finally {
      settle(storyId);
    }
  };

  return { isBusy: (storyId: string) => busy.has(storyId), apply };
}
