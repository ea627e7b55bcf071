import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthFormValues } from '../utils/auth-form.ts';

interface Props {
  name: keyof AuthFormValues;
  id: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, in words; null when nothing is. */
  error: string | null;
  errorTestId?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** One field of the sign-in dialog: its label, its input, and what is wrong with it under it. */
export function AuthField({ name, id, type, autoComplete, value, onChange, error, errorTestId, inputRef }: Props) {
  const { t } = useTranslation('common');
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t(`auth.fields.${name}`)}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
      />
      {error ? (
        <p id={errorId} className="field__error" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
