import { describe, expect, it } from 'vitest';
import { appendTranscript, finalTranscript, recognitionClass, type RecognitionResultEvent } from './speech';

const result = (transcript: string, isFinal: boolean) => ({ isFinal, 0: { transcript } });

describe('recognitionClass', () => {
  it('finds the standard or the WebKit-prefixed class, or none', () => {
    class Standard {}
    class Prefixed {}
    expect(recognitionClass({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed })).toBe(
      Standard,
    );
    expect(recognitionClass({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
    expect(recognitionClass({})).toBeNull();
    expect(recognitionClass({ SpeechRecognition: 'nope' })).toBeNull();
  });
});

describe('finalTranscript', () => {
  it('joins the final results from resultIndex on and skips interim ones', () => {
    const event: RecognitionResultEvent = {
      resultIndex: 1,
      results: [result('already used', true), result(' I feel calmer ', true), result('and may', false)],
    };
    expect(finalTranscript(event)).toBe('I feel calmer');
    expect(finalTranscript({ resultIndex: 0, results: [result('still talking', false)] })).toBe('');
  });
});

describe('appendTranscript', () => {
  it('appends spoken words with one space between', () => {
    expect(appendTranscript('', 'hello')).toBe('hello');
    expect(appendTranscript('Why is', 'it cold')).toBe('Why is it cold');
    expect(appendTranscript('Line\n', 'next')).toBe('Line\nnext');
    expect(appendTranscript('keep', '   ')).toBe('keep');
  });
});
