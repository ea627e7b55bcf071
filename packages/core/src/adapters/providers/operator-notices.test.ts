import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMetrics } from '../metrics/registry.ts';
import { MemoryOperatorNotices, OperatorNotices } from './operator-notices.ts';

describe('operator notices', () => {
  it('logs an advice once per process, counts every failure, and keeps it for admins', async () => {
    const lines: { level: number; msg: string; advice?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l) as (typeof lines)[number]) });
    const metrics = createMetrics('test');
    const notices = new OperatorNotices(new MemoryOperatorNotices(), log, metrics);
    const advice = {
      key: 'GEMINI_IMAGE_MODEL',
      advice: 'GEMINI_IMAGE_MODEL: Gemini answered 404 NOT_FOUND for x; set GEMINI_IMAGE_MODEL=gemini-3.1-flash-image',
    };
    for (let i = 0; i < 3; i++) await notices.report(advice);
    expect(lines.filter((l) => l.msg === 'operator action needed')).toEqual([expect.objectContaining({ level: 50, advice: advice.advice })]);
    expect(await notices.list()).toEqual([expect.objectContaining({ ...advice, count: 3 })]);
    expect(await metrics.registry.getSingleMetricAsString('operator_errors_total')).toMatch(
      /operator_errors_total\{key="GEMINI_IMAGE_MODEL",service="test"\} 3/,
    );
  });
});
