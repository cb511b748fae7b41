import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type SurveyForm = components['schemas']['SurveyForm'];
export type SurveyAnswer = components['schemas']['SurveyAnswer'];
export type LocalText = components['schemas']['LocalText'];

const SURVEY = apiKey('/api/v1/survey');

/** GET /api/v1/survey?token=: the survey of a signed link, and whether it was answered (/survey). */
export function useSurveyByLink(token: string) {
  return useQuery({
    queryKey: [...SURVEY, token],
    queryFn: async () => unwrap(await getApi().GET('/api/v1/survey', { params: { query: { token } } })),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/v1/survey: answer through the link, once. */
export function useAnswerSurvey(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: SurveyAnswer[]) => unwrap(await getApi().POST('/api/v1/survey', { body: { token, answers } })),
    onSuccess: () => client.invalidateQueries({ queryKey: [...SURVEY, token] }),
  });
}
