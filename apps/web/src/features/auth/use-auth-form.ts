import { MESSAGES } from '@elan/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ZodError } from 'zod';
import { DEFAULT_PATH } from '../../config/paths.ts';
import { getServerError } from '../../lib/api-client.ts';
import { useAuth } from './auth-provider.tsx';

export type AuthMode = 'login' | 'register';

export type AuthFormValues = { email: string; password: string; first_name: string; last_name: string };

const EMPTY_VALUES: AuthFormValues = { email: '', password: '', first_name: '', last_name: '' };

export const AUTH_TEXTS = {
  login: {
    heading: 'Connexion',
    intro: 'Content de te revoir ! Connecte-toi pour reprendre ton élan.',
    submit: 'Connexion',
    switchPrompt: 'Pas encore de compte ?',
    switchAction: "S'inscrire",
  },
  register: {
    heading: 'Inscription',
    intro: 'Crée ton compte en quelques secondes et lance ta première séance.',
    submit: 'Créer mon compte',
    switchPrompt: 'Déjà un compte ?',
    switchAction: 'Se connecter',
  },
} as const;

/**
 * Where to go once signed in: `?redirect=` when it is a path of this app (the public profile sends
 * anonymous visitors here and wants them back), else /dashboard.
 */
export function redirectTarget(value: string | null): string {
  const isAppPath = value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return isAppPath && value ? value : DEFAULT_PATH;
}

const loadSchemas = () => import('./auth-schemas.ts');
/** The data layer the next screen reads with (not part of /login's first download). */
const loadDataLayer = () => import('../../lib/query-client.ts');

function firstIssue(error: ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.genericError;
}

/** Spec /login form, two modes: checked with the server's schemas, then login or register. */
export function useAuthForm() {
  const { login, register } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // /auth/signup lands here with ?mode=register (CONTRACT).
  const [mode, setMode] = useState<AuthMode>(searchParams.get('mode') === 'register' ? 'register' : 'login');
  const target = redirectTarget(searchParams.get('redirect'));
  const [values, setValues] = useState<AuthFormValues>(EMPTY_VALUES);
  const [error, setError] = useState<string | null>(null);
  /** A refusal of the password itself (too common: only the server knows its list), under the field. */
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isRegister = mode === 'register';

  const onFieldChange = (field: keyof AuthFormValues) => (event: { target: { value: string } }) => {
    // The member is typing: the schemas and the data layer are fetched now, ready for the submit
    // and the screen after it.
    void loadSchemas().catch(() => undefined);
    void loadDataLayer().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'password') setPasswordError(null);
  };

  const onToggleMode = () => {
    setMode(isRegister ? 'login' : 'register');
    setError(null);
    setPasswordError(null);
  };

  /**
   * The same schemas as the server, so a mistake is caught before the round trip. They load with
   * the first submit (a few kilobytes, while the button says it is busy), not with the page.
   */
  const validate = async (): Promise<{ submit: () => Promise<unknown> } | { error: string }> => {
    const { loginBody, registerBody } = await loadSchemas();
    if (isRegister) {
      const parsed = registerBody.safeParse(values);
      return parsed.success ? { submit: () => register(parsed.data) } : { error: firstIssue(parsed.error) };
    }
    const parsed = loginBody.safeParse(values);
    return parsed.success ? { submit: () => login(parsed.data) } : { error: firstIssue(parsed.error) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      const checked = await validate();
      if ('error' in checked) {
        setError(checked.error);
        setIsSubmitting(false);
        return;
      }
      setError(null);
      setPasswordError(null);
      await checked.submit();
      navigate(target, { replace: true });
    } catch (caught) {
      const serverError = getServerError(caught);
      if (serverError === MESSAGES.passwordTooCommon) setPasswordError(serverError);
      else setError(serverError);
      setIsSubmitting(false);
    }
  };

  return {
    mode,
    isRegister,
    texts: AUTH_TEXTS[mode],
    values,
    error,
    passwordError,
    isSubmitting,
    onFieldChange,
    onToggleMode,
    onSubmit,
    target,
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
