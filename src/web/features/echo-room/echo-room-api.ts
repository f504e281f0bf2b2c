/**
 * The EchoRoom's calls (spec §7): the resonant reply, Spectral Meaning, saving a reflection
 * (then the echo-room list and the journal are refreshed) and the list of past reflections.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DefinitionResponse,
  EchoAnalyseResponse,
  EchoReflection,
  EchoReflectionList,
  type EchoSaveRequest,
  type ReflectionMode,
} from '@contract/echo-room';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/** Query key = the path it fetches, like the app's other keys. */
export const reflectionsKey = ['/api/echo-room'] as const;

export function useReflections() {
  return useQuery({
    queryKey: reflectionsKey,
    queryFn: () => apiJson(EchoReflectionList, 'GET', '/api/echo-room'),
  });
}

export function useEchoReply() {
  return useMutation({
    mutationFn: (input: { inputText: string; echoMode: ReflectionMode; originalText: string }) =>
      apiJson(EchoAnalyseResponse, 'POST', '/api/echoroom/analyse', {
        inputText: input.inputText,
        echoMode: input.echoMode,
        originalText: input.originalText.trim() === '' ? null : input.originalText,
      }),
  });
}

export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EchoSaveRequest) => apiJson(EchoReflection, 'POST', '/api/echo-room/save', payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reflectionsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
    },
  });
}

export function useDefinition() {
  return useMutation({
    mutationFn: (term: string) =>
      apiJson(DefinitionResponse, 'POST', '/api/spectral-definition', { inputText: term }),
  });
}
