/**
 * Upload validation (spec §5): a text type or a .txt/.md name, at most 1 MB. Pure: it names the
 * problem, and the caller shows `upload.<problem>.title` / `.description` in the language shown.
 */

export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const UPLOAD_ACCEPT = '.txt,.md,text/*';

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export type UploadProblem = 'invalidType' | 'tooLarge' | null;

export function validateUpload(file: UploadCandidate): UploadProblem {
  const name = file.name.toLowerCase();
  const isText = file.type.startsWith('text/') || name.endsWith('.txt') || name.endsWith('.md');
  if (!isText) return 'invalidType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
