import { describe, expect, it } from 'vitest';
import { finishedRunWords } from './finished-run-text.ts';

const run = (completed: number, failed = 0) => ({ address: '12 Elm Street, Portland, OR', completed, failed, url: 'https://studio.example.com/studio?run=r1' });

describe('the words of a finished run', () => {
  it('counts designs by each language’s plural rules and links the run', () => {
    expect(finishedRunWords('en', run(1)).push).toEqual({ title: 'Your designs are ready', body: '12 Elm Street, Portland, OR: 1 design is ready' });
    expect(finishedRunWords('en', run(3)).push.body).toBe('12 Elm Street, Portland, OR: 3 designs are ready');
    expect(finishedRunWords('es', run(1)).push.body).toBe('12 Elm Street, Portland, OR: 1 diseño está listo');
    expect(finishedRunWords('es', run(2)).mail.subject).toBe('Tus diseños para 12 Elm Street, Portland, OR están listos');
    expect(finishedRunWords('zh', run(2)).push.body).toBe('12 Elm Street, Portland, OR：已完成 2 个设计');
    const mail = finishedRunWords('en', run(2, 1)).mail.text;
    expect(mail).toContain('2 designs are ready\n1 design could not be drawn and was not counted\n');
    expect(mail).toContain('https://studio.example.com/studio?run=r1');
  });

  it('says a run with nothing drawn as such, not as ready', () => {
    const words = finishedRunWords('es', run(0, 2));
    expect(words.push.title).toBe('No se pudieron dibujar tus diseños');
    expect(words.push.body).toContain('2 diseños no se pudieron dibujar');
    expect(words.mail.subject).toBe('No se pudieron dibujar tus diseños para 12 Elm Street, Portland, OR');
    expect(words.mail.text).not.toContain('listos');
  });
});
