import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layouts/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken, type AccessToken } from '../api/access-tokens.ts';
import './assistants.css';

/**
 * AI assistants (account menu): how to add the studio to an assistant, over the web (/mcp) or on this computer
 * (`pnpm mcp`), and the personal access tokens that let one design as this account — made, shown once, revoked.
 * `guard` shows its content to a signed-in person only (the app's access guard, app/routes/assistants-route.tsx).
 */
export function AssistantsPage({ guard }: { guard: (content: ReactNode) => ReactNode }) {
  const { t } = useTranslation('assistants');
  useDocumentTitle(t('title'));
  return (
    <div className="page page--guarded container assistants">
      <PageHeader title={t('title')} intro={t('intro')} />
      {guard(
        <>
          <Connect />
          <Tokens />
        </>,
      )}
    </div>
  );
}

/** A value to paste elsewhere, with a button that copies it. */
function Copyable({ value, label, block = false }: { value: string; label: string; block?: boolean }) {
  const { t } = useTranslation('assistants');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <div className={`assistants__copy${block ? ' assistants__copy--block' : ''}`}>
      {block ? <pre className="assistants__code">{value}</pre> : <code className="assistants__code">{value}</code>}
      <button type="button" className="btn btn--secondary btn--sm" onClick={copy} aria-label={`${t('copy')}: ${label}`}>
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

function Connect() {
  const { t } = useTranslation('assistants');
  const origin = window.location.origin;
  const desktop = JSON.stringify(
    {
      mcpServers: {
        'landscape-studio': {
          command: 'pnpm',
          args: ['--silent', '--dir', t('studioFolder'), 'mcp'],
          env: { LANDSCAPE_STUDIO_URL: origin, LANDSCAPE_STUDIO_TOKEN: t('yourToken') },
        },
      },
    },
    null,
    2,
  );
  return (
    <section className="card assistants__section" aria-labelledby="assistants-connect">
      <h2 id="assistants-connect" className="assistants__heading">
        {t('connect.title')}
      </h2>
      <h3 className="assistants__subheading">{t('connect.webTitle')}</h3>
      <p>{t('connect.webBody')}</p>
      <Copyable value={`${origin}/mcp`} label={t('connect.webTitle')} />
      <p className="assistants__hint">{t('connect.webHeader', { header: 'Authorization: Bearer …' })}</p>
      <h3 className="assistants__subheading">{t('connect.desktopTitle')}</h3>
      <p>{t('connect.desktopBody')}</p>
      <Copyable value={desktop} label={t('connect.desktopTitle')} block />
    </section>
  );
}

function Tokens() {
  const { t } = useTranslation('assistants');
  const tokens = useAccessTokens();
  return (
    <section className="card assistants__section" aria-labelledby="assistants-tokens">
      <h2 id="assistants-tokens" className="assistants__heading">
        {t('tokens.title')}
      </h2>
      <p>{t('tokens.body')}</p>
      <NewToken />
      {tokens.isPending ? <Spinner label={t('tokens.loading')} /> : null}
      {tokens.isError ? (
        <div className="alert alert--error" role="alert">
          {t('tokens.loadError')}
        </div>
      ) : null}
      {tokens.data && !tokens.data.length ? <p className="assistants__empty">{t('tokens.none')}</p> : null}
      {tokens.data?.length ? (
        <ul className="assistants__list">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Names and makes a token; its secret is shown here once. */
function NewToken() {
  const { t } = useTranslation('assistants');
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateAccessToken();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name.trim() || t('tokens.defaultName'), { onSuccess: () => setName('') });
  };
  return (
    <>
      <form className="assistants__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('tokens.nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            maxLength={60}
            placeholder={t('tokens.defaultName')}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {t('tokens.make')}
        </button>
      </form>
      {create.isError ? (
        <div className="alert alert--error" role="alert">
          {create.error instanceof ApiError && create.error.detail ? create.error.detail : t('tokens.makeError')}
        </div>
      ) : null}
      {create.data ? (
        <div className="assistants__secret" role="status">
          <p>
            <strong>{t('tokens.madeTitle', { name: create.data.token.name })}</strong> {t('tokens.madeBody')}
          </p>
          <Copyable value={create.data.secret} label={create.data.token.name} />
        </div>
      ) : null}
    </>
  );
}

function TokenRow({ token }: { token: AccessToken }) {
  const { t, i18n } = useTranslation('assistants');
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeAccessToken();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="assistants__token">
      <div className="assistants__token-who">
        <strong>{token.name}</strong> <code>{token.prefix}…</code>
        <span className="assistants__hint">
          {t('tokens.made', { date: date.format(new Date(token.created_at)) })} ·{' '}
          {token.last_used_at ? t('tokens.lastUsed', { date: date.format(new Date(token.last_used_at)) }) : t('tokens.neverUsed')}
        </span>
      </div>
      {asking ? (
        <div className="assistants__confirm" role="group" aria-label={t('tokens.revokeAsk', { name: token.name })}>
          <span>{t('tokens.revokeAsk', { name: token.name })}</span>
          <button type="button" className="btn btn--sm btn--danger" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)}>
            {t('tokens.revokeYes')}
          </button>
          <button type="button" className="btn btn--sm btn--ghost" onClick={() => setAsking(false)}>
            {t('tokens.revokeNo')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setAsking(true)}>
          {t('tokens.revoke')}
        </button>
      )}
      {revoke.isError ? (
        <div className="alert alert--error" role="alert">
          {t('tokens.revokeError')}
        </div>
      ) : null}
    </li>
  );
}
