import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useSingleFlight } from '../../shared/use-single-flight';
import { AdminStoryEditorDocument } from './admin-story-editor.page.generated';
import { putSignedFile } from './put-signed-file';
import { contentTypeOf, storyFileProblem, type StoryFileRule } from './story-file-rules';

/** The shop's answer to a request for an upload link. */
export type StoryUploadAnswer =
  | { __typename: 'StoryUploadLink'; url: string; contentTypes: readonly string[]; maxBytes: number }
  | { __typename: 'NotFoundError'; message: string };

export interface StoryFileUpload {
  uploading: boolean;
  /** Why the last upload failed, in the shop's words when it gave them. */
  problem: string | null;
  /** What the last upload achieved, for a screen reader as much as the eye. */
  done: string | null;
  /** Answers whether the file is now the story's. */
  upload: (file: File) => Promise<boolean>;
}

/** The shop said no, with a reason worth showing as it is. */
class Refusal extends Error {}

const unexpectedMessage = 'The shop could not be reached. Check your connection and try again.';

/**
 * Uploads one of a story's files: asks the shop for a signed link, sends the file there with its
 * content type, then reads the story again so the editor shows what the shop now holds.
 */
export function useStoryFileUpload(
  rule: StoryFileRule,
  requestLink: () => Promise<StoryUploadAnswer | undefined>,
  uploaded: (file: File) => string,
): StoryFileUpload {
  const client = useApolloClient();
  const flight = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (file: File): Promise<string> => {
    const contentType = contentTypeOf(file, rule);
    const tooBadToSend = storyFileProblem(file, rule);
    if (tooBadToSend || !contentType) throw new Refusal(tooBadToSend ?? rule.wrongType);
    const link = await requestLink();
    if (!link) throw new Error('The shop answered an upload request without data');
    if (link.__typename !== 'StoryUploadLink') throw new Refusal(link.message);
    // The link says what the shop takes today; it has the last word over the rule built in here.
    if (!link.contentTypes.includes(contentType)) throw new Refusal(rule.wrongType);
    const tooBig = storyFileProblem(file, rule, link.maxBytes);
    if (tooBig) throw new Refusal(tooBig);
    const refused = await putSignedFile(link.url, file, contentType);
    if (refused) throw new Refusal(refused);
    await client.refetchQueries({ include: [AdminStoryEditorDocument] });
    return uploaded(file);
  };

  const attempt = async (file: File): Promise<boolean> => {
    setProblem(null);
    setDone(null);
    try {
      setDone(await send(file));
      return true;
    } catch (failure) {
      if (!(failure instanceof Refusal)) console.error('A story file upload failed', failure);
      setProblem(failure instanceof Refusal ? failure.message : unexpectedMessage);
      return false;
    }
  };

  const upload = async (file: File): Promise<boolean> => (await flight.run(() => attempt(file))) ?? false;

  return { uploading: flight.running, problem, done, upload };
}
