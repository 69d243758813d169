import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import { startDownload } from '../library/start-download';
import { caseFileProblem, putCaseFile } from './case-file-upload';
import {
  useDeliverCustomCaseMutation,
  useRequestCustomCaseDossierMutation,
  useRequestCustomCaseUploadMutation,
  useStartWritingCustomCaseMutation,
} from './custom-case-production.generated';

export type ProductionStep = 'start' | 'dossier' | 'upload' | 'deliver';

export interface CustomCaseProductionActions {
  /** The step under way, if any: one at a time. */
  busy: ProductionStep | null;
  /** Why the last step failed, in the shop's words when it gave them. */
  problem: string | null;
  /** What the last step achieved, for a screen reader as much as the eye. */
  done: string | null;
  startWriting: () => void;
  downloadDossier: () => void;
  uploadCaseFile: (file: File) => void;
  deliver: () => void;
}

/** The shop said no, with a reason worth showing as it is. */
class Refusal extends Error {}

function refusal(answer: { message: string } | null | undefined): Error {
  return answer ? new Refusal(answer.message) : new Error('The shop answered without data');
}

const unexpectedMessage = 'The shop could not be reached. Check your connection and try again.';

/** The operator's steps on one custom case: start writing, get the dossier, upload the PDF, deliver. */
export function useCustomCaseProduction(customCaseId: string): CustomCaseProductionActions {
  const client = useApolloClient();
  const variables = { customCaseId };
  const [startWriting] = useStartWritingCustomCaseMutation({ variables });
  const [deliver] = useDeliverCustomCaseMutation({ variables });
  // Signed links expire within minutes: never worth keeping in the cache.
  const [requestDossier] = useRequestCustomCaseDossierMutation({ variables, fetchPolicy: 'no-cache' });
  const [requestUpload] = useRequestCustomCaseUploadMutation({ variables, fetchPolicy: 'no-cache' });
  const [busy, setBusy] = useState<ProductionStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The panel disables every action while `busy`, but state lands only after the next render: the ref
  // stops a quick second click, on the same action or another, from starting a step before then.
  const inFlight = useRef(false);

  /** Runs one step; it answers what it achieved, or throws the reason it failed. */
  const run = (step: ProductionStep, work: () => Promise<string>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(step);
    setProblem(null);
    setDone(null);
    work()
      .then(setDone)
      .catch((failure: unknown) => {
        if (!(failure instanceof Refusal)) console.error(`Custom case step "${step}" failed`, failure);
        setProblem(failure instanceof Refusal ? failure.message : unexpectedMessage);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(null);
      });
  };

  return {
    busy,
    problem,
    done,
    startWriting: () =>
      run('start', async () => {
        const result = (await startWriting()).data?.startWritingCustomCase;
        if (result?.__typename !== 'CustomCase') throw refusal(result);
        return 'Writing has started.';
      }),
    downloadDossier: () =>
      run('dossier', async () => {
        const result = (await requestDossier()).data?.requestCustomCaseDossier;
        if (result?.__typename !== 'DownloadLink') throw refusal(result);
        startDownload(result.url);
        return 'The draft dossier is downloading.';
      }),
    uploadCaseFile: (file: File) =>
      run('upload', async () => {
        const tooBadToSend = caseFileProblem(file);
        if (tooBadToSend) throw new Refusal(tooBadToSend);
        const link = (await requestUpload()).data?.requestCustomCaseUpload;
        if (link?.__typename !== 'UploadLink') throw refusal(link);
        const tooBig = caseFileProblem(file, link.maxBytes);
        if (tooBig) throw new Refusal(tooBig);
        const refused = await putCaseFile(link.url, file);
        if (refused) throw new Refusal(refused);
        client.cache.modify({
          id: client.cache.identify({ __typename: 'CustomCase', id: customCaseId }),
          fields: { hasCaseFile: () => true },
        });
        return `${file.name} is uploaded: the case can be delivered.`;
      }),
    deliver: () =>
      run('deliver', async () => {
        const result = (await deliver()).data?.deliverCustomCase;
        if (result?.__typename !== 'CustomCase') throw refusal(result);
        return 'Delivered: the customer has been emailed a link to the case.';
      }),
  };
}
