import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en';
import { MAX_UPLOAD_BYTES, validateUpload } from './file-upload';

describe('validateUpload', () => {
  it('accepts text types and .txt/.md names whatever their type', () => {
    expect(validateUpload({ name: 'a.csv', type: 'text/csv', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'notes.md', type: '', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'NOTES.TXT', type: 'application/octet-stream', size: 10 })).toBeNull();
  });

  it('rejects other types', () => {
    expect(validateUpload({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('invalidType');
  });

  it('accepts exactly 1 MB and rejects one byte more', () => {
    expect(validateUpload({ name: 'a.txt', type: 'text/plain', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateUpload({ name: 'a.txt', type: 'text/plain', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });

  it('words each problem in English as the spec does', () => {
    expect(en.upload.invalidType).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a text file (.txt, .md, or other text formats).',
    });
    expect(en.upload.tooLarge).toEqual({
      title: 'File Too Large',
      description: 'Please upload a file smaller than 1MB.',
    });
  });
});
