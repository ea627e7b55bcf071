import type { Language } from '@landscape/contract';

// The words of a finished run's browser notification and e-mail (decision 048), one catalogue per language the
// studio speaks. Counts go through the language's plural rules (Intl.PluralRules), never by adding an "s".

interface Counted {
  one: string;
  other: string;
}

interface FinishedRunCatalogue {
  pushTitle: string;
  pushFailedTitle: string;
  /** {address}, {designs} */
  pushBody: string;
  /** {address} */
  subject: string;
  failedSubject: string;
  greeting: string;
  /** {designs} finished */
  designs: Counted;
  /** {count} not drawn */
  failed: Counted;
  /** {address} */
  intro: string;
  open: string;
  why: string;
}

const CATALOGUES: Record<Language, FinishedRunCatalogue> = {
  en: {
    pushTitle: 'Your designs are ready',
    pushFailedTitle: 'Your designs could not be drawn',
    pushBody: '{address}: {designs}',
    subject: 'Your designs for {address} are ready',
    failedSubject: 'Your designs for {address} could not be drawn',
    greeting: 'Hello,',
    designs: { one: '{count} design is ready', other: '{count} designs are ready' },
    failed: { one: '{count} design could not be drawn and was not counted', other: '{count} designs could not be drawn and were not counted' },
    intro: 'The studio has finished your run for {address}.',
    open: 'See them here:',
    why: 'You get this e-mail because you asked to be told when a run is done. You can turn it off in the studio.',
  },
  es: {
    pushTitle: 'Tus diseños están listos',
    pushFailedTitle: 'No se pudieron dibujar tus diseños',
    pushBody: '{address}: {designs}',
    subject: 'Tus diseños para {address} están listos',
    failedSubject: 'No se pudieron dibujar tus diseños para {address}',
    greeting: 'Hola:',
    designs: { one: '{count} diseño está listo', other: '{count} diseños están listos' },
    failed: { one: '{count} diseño no se pudo dibujar y no se contó', other: '{count} diseños no se pudieron dibujar y no se contaron' },
    intro: 'El estudio terminó tu encargo para {address}.',
    open: 'Míralos aquí:',
    why: 'Recibes este correo porque pediste que te avisáramos al terminar. Puedes desactivarlo en el estudio.',
  },
  zh: {
    pushTitle: '您的设计已完成',
    pushFailedTitle: '您的设计未能生成',
    pushBody: '{address}：{designs}',
    subject: '{address} 的设计已完成',
    failedSubject: '{address} 的设计未能生成',
    greeting: '您好：',
    designs: { one: '已完成 {count} 个设计', other: '已完成 {count} 个设计' },
    failed: { one: '{count} 个设计未能生成，未计入次数', other: '{count} 个设计未能生成，未计入次数' },
    intro: '工作室已完成 {address} 的设计。',
    open: '在这里查看：',
    why: '您收到这封邮件，是因为您要求在设计完成时通知您。您可以在工作室中关闭此通知。',
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
const counted = (locale: Language, c: Counted, count: number) =>
  fill(new Intl.PluralRules(locale).select(count) === 'one' ? c.one : c.other, { count: count.toLocaleString(locale) });

export interface FinishedRunWords {
  push: { title: string; body: string };
  mail: { subject: string; text: string };
}

/** What the homeowner reads, in their language: a run with `completed` designs and `failed` that were given back. */
export function finishedRunWords(locale: Language, run: { address: string; completed: number; failed: number; url: string }): FinishedRunWords {
  const c = CATALOGUES[locale];
  const ok = run.completed > 0;
  const designs = counted(locale, c.designs, run.completed);
  const lines = [
    c.greeting,
    '',
    fill(c.intro, { address: run.address }),
    ok ? designs : null,
    run.failed ? counted(locale, c.failed, run.failed) : null,
    '',
    c.open,
    run.url,
    '',
    c.why,
  ];
  return {
    push: {
      title: ok ? c.pushTitle : c.pushFailedTitle,
      body: fill(c.pushBody, { address: run.address, designs: ok ? designs : counted(locale, c.failed, run.failed) }),
    },
    mail: { subject: fill(ok ? c.subject : c.failedSubject, { address: run.address }), text: `${lines.filter((l) => l !== null).join('\n')}\n` },
  };
}
