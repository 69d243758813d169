/** The server's answer to a request for a case-file link, as both download mutations shape it. */
export type DownloadAnswer =
  | { __typename: 'DownloadLink'; url: string }
  | { __typename: 'NotFoundError'; message: string };

/** A link to hand to the browser, or the reason, written for the customer, why there is none. */
export type DownloadOutcome = { status: 'ready'; url: string } | { status: 'refused'; message: string };

export function downloadOutcome(answer: DownloadAnswer): DownloadOutcome {
  return answer.__typename === 'DownloadLink'
    ? { status: 'ready', url: answer.url }
    : { status: 'refused', message: answer.message };
}
