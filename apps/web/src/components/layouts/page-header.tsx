import type { ReactNode } from 'react';

/** Heading block shared by content pages. */
export function PageHeader({ title, intro, eyebrow }: { title: ReactNode; intro?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="page-header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="page-header__title">{title}</h1>
      {intro ? <p className="page-header__intro">{intro}</p> : null}
    </header>
  );
}
