import { describe, expect, it } from 'vitest';
import { INVALID_TYPE_MESSAGE, MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, validateUpload } from './file-upload';

describe('validateUpload', () => {
  it('accepts text types and .txt/.md names whatever their type', () => {
    expect(validateUpload({ name: 'a.csv', type: 'text/csv', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'notes.md', type: '', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'NOTES.TXT', type: 'application/octet-stream', size: 10 })).toBeNull();
  });

  it('rejects other types with the spec message', () => {
    expect(validateUpload({ name: 'photo.png', type: 'image/png', size: 10 })?.message).toBe(
      INVALID_TYPE_MESSAGE,
    );
  });

  it('accepts exactly 1 MB and rejects one byte more', () => {
    expect(validateUpload({ name: 'a.txt', type: 'text/plain', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateUpload({ name: 'a.txt', type: 'text/plain', size: MAX_UPLOAD_BYTES + 1 })?.message).toBe(
      TOO_LARGE_MESSAGE,
    );
  });
});
