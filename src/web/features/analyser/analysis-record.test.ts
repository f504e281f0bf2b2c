import { describe, expect, it } from 'vitest';
import { AnalyseRequest } from '@contract/analysis';
import { analyse } from '@engine/analyse';
import { analysisRecord } from './analysis-record';

describe('analysisRecord', () => {
  it('fills every field of a full analysis and passes the contract', () => {
    const text = 'I am so grateful for you, but I am not sure what comes next.';
    const record = analysisRecord(text, analyse(text, 'full'), 'A reply');
    expect(AnalyseRequest.parse(record)).toBeTruthy();
    expect(record.mode).toBe('full');
    expect(record.tensionDetected === 0 || record.tensionDetected === 1).toBe(true);
    expect(JSON.parse(record.frequencyData ?? 'null')).toHaveLength(10);
    expect(record.warmthDetachment).toBeTypeOf('number');
  });

  it('leaves what a plain analysis does not compute null', () => {
    const record = analysisRecord('Hello there', analyse('Hello there', 'plain'), null);
    expect(record.frequencyData).toBeNull();
    expect(record.warmthDetachment).toBeNull();
    expect(record.tensionDetected).toBeNull();
  });
});
