/** Upload validation (spec §5): a text type or a .txt/.md name, at most 1 MB. */

export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const UPLOAD_ACCEPT = '.txt,.md,text/*';

export const INVALID_TYPE_MESSAGE = 'Please upload a text file (.txt, .md, or other text formats).';
export const TOO_LARGE_MESSAGE = 'Please upload a file smaller than 1MB.';

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export type UploadProblem = { title: string; message: string } | null;

export function validateUpload(file: UploadCandidate): UploadProblem {
  const name = file.name.toLowerCase();
  const isText = file.type.startsWith('text/') || name.endsWith('.txt') || name.endsWith('.md');
  if (!isText) return { title: 'Invalid File Type', message: INVALID_TYPE_MESSAGE };
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File Too Large', message: TOO_LARGE_MESSAGE };
  return null;
}
