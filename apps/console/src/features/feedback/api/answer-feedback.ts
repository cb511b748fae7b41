import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';

export type FeedbackKind = 'nsat' | 'career';

export interface FeedbackAnswerInput {
  kind: FeedbackKind;
  id: number;
  answer: string;
}

/**
 * POST /api/v1/feedback/{nsat|career}/{id}/answer: {answer} -> the feedback with its answer. The sender
 * is told by the server (notification or email); a second answer is 409.
 */
export async function answerFeedback({ kind, id, answer }: FeedbackAnswerInput) {
  const body = { answer: answer.trim() };
  if (kind === 'nsat') return unwrap(await getApi().POST('/api/v1/feedback/nsat/{id}/answer', { params: { path: { id } }, body }));
  return unwrap(await getApi().POST('/api/v1/feedback/career/{id}/answer', { params: { path: { id } }, body }));
}

interface ListPage {
  results: { id: number }[];
}

const feedbackPath = (kind: FeedbackKind) => (kind === 'nsat' ? '/api/v1/feedback/nsat' : '/api/v1/feedback/career');

export function useAnswerFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerFeedback,
    // The answered row shows its answer at once, before the lists are fetched again.
    onSuccess: (item, input) => {
      client.setQueriesData<ListPage>({ queryKey: apiKey(feedbackPath(input.kind)) }, (page) =>
        page ? { ...page, results: page.results.map((row) => (row.id === item.id ? item : row)) } : page,
      );
    },
    // Keys are ['get', path, params] (@tessera/api-client/query-keys): refresh every page and filter of that list.
    onSettled: (_data, _error, input) => client.invalidateQueries({ queryKey: apiKey(feedbackPath(input.kind)) }),
  });
}
