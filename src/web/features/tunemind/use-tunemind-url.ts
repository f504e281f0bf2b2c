/** TUNEMIND_URL from /api/config: undefined while loading, null when no music service is configured. */
import { usePublicConfig } from '@/lib/auth';

export function useTunemindUrl(): string | null | undefined {
  const { data, isError } = usePublicConfig();
  if (isError) return null;
  return data === undefined ? undefined : data.tunemindUrl;
}
