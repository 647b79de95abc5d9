import { APP_NAME, APP_TAGLINE, loginBody, MESSAGES, registerBody } from '@elan/domain';
import { CircleAlert, Flame, Trophy, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { ZodError } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { DEFAULT_PATH } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { getServerError } from '../../lib/api-client.ts';

type Mode = 'login' | 'register';

type FormValues = { email: string; password: string; first_name: string; last_name: string };

const EMPTY_VALUES: FormValues = { email: '', password: '', first_name: '', last_name: '' };

const TEXTS = {
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

const HIGHLIGHTS = [
  { icon: Flame, text: 'Des programmes guidés, séance après séance' },
  { icon: Trophy, text: 'Des badges et des séries pour rester motivé' },
  { icon: Users, text: 'Un cercle d’amis pour avancer ensemble' },
] as const;

function firstIssue(error: ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.genericError;
}

/** Spec /login: one form, two modes; errors in a red box; success goes to /dashboard. */
export function LoginRoute() {
  const { isAuthenticated, isLoading, login, register } = useAuth();
  const navigate = useNavigate();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('login');
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  useDocumentTitle(TEXTS[mode].heading);

  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated && !isSubmitting) return <Navigate to={DEFAULT_PATH} replace />;

  const texts = TEXTS[mode];
  const isRegister = mode === 'register';

  const onFieldChange = (field: keyof FormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onToggleMode = () => {
    setMode(isRegister ? 'login' : 'register');
    setError(null);
  };

  /** The same schemas as the server, so a mistake is caught before the round trip. */
  const validate = (): { submit: () => Promise<unknown> } | { error: string } => {
    if (isRegister) {
      const parsed = registerBody.safeParse(values);
      return parsed.success ? { submit: () => register(parsed.data) } : { error: firstIssue(parsed.error) };
    }
    const parsed = loginBody.safeParse(values);
    return parsed.success ? { submit: () => login(parsed.data) } : { error: firstIssue(parsed.error) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate();
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      await checked.submit();
      navigate(DEFAULT_PATH, { replace: true });
    } catch (caught) {
      setError(getServerError(caught));
      setIsSubmitting(false);
    }
  };

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <section
        aria-label={`${APP_NAME}, ${APP_TAGLINE}`}
        className="relative overflow-hidden bg-gradient-to-br from-brand-600 via-brand-600 to-brand-800 px-6 pt-10 pb-16 text-white lg:flex lg:flex-col lg:justify-between lg:px-12 lg:py-12"
      >
        <div aria-hidden="true" className="-top-24 -right-24 absolute size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="-bottom-32 -left-16 absolute size-80 rounded-full bg-white/10" />

        <div className="relative flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-2xl bg-white font-black text-2xl text-brand-600 shadow-lg"
          >
            É
          </span>
          <p className="font-black text-4xl tracking-tight">{APP_NAME}</p>
        </div>

        <div className="relative mt-6 lg:mt-0">
          <p className="max-w-md font-bold text-3xl leading-tight lg:text-5xl">« {APP_TAGLINE} »</p>
          <ul className="mt-8 hidden space-y-4 lg:block">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-lg text-white/95">
                <span className="grid size-10 place-items-center rounded-xl bg-white/15">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>

        <p className="relative hidden text-sm text-white/80 lg:block">
          Entraîne-toi à ton rythme, où que tu sois.
        </p>
      </section>

      <main className="-mt-8 relative flex justify-center px-4 pb-12 lg:mt-0 lg:items-center lg:px-12 lg:py-12">
        <Card className="w-full max-w-md p-6 sm:p-8 lg:shadow-none lg:border-0 lg:bg-transparent">
          <h1 id={headingId} className="font-extrabold text-3xl text-stone-900 tracking-tight">
            {texts.heading}
          </h1>
          <p className="mt-2 text-stone-600">{texts.intro}</p>

          <form aria-labelledby={headingId} className="mt-8 flex flex-col gap-5" onSubmit={onSubmit}>
            {error && (
              <div
                role="alert"
                className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>{error}</p>
              </div>
            )}

            {isRegister && (
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Prénom"
                  name="first_name"
                  autoComplete="given-name"
                  required
                  disabled={isSubmitting}
                  value={values.first_name}
                  onChange={onFieldChange('first_name')}
                />
                <TextField
                  label="Nom"
                  name="last_name"
                  autoComplete="family-name"
                  required
                  disabled={isSubmitting}
                  value={values.last_name}
                  onChange={onFieldChange('last_name')}
                />
              </div>
            )}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              disabled={isSubmitting}
              value={values.email}
              onChange={onFieldChange('email')}
            />
            <TextField
              label="Mot de passe"
              name="password"
              type="password"
              autoComplete={isRegister ? 'new-password' : 'current-password'}
              required
              disabled={isSubmitting}
              value={values.password}
              onChange={onFieldChange('password')}
            />

            <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
              {isSubmitting ? 'Chargement...' : texts.submit}
            </Button>
          </form>

          <p className="mt-6 text-center text-sm text-stone-600">
            {texts.switchPrompt}{' '}
            <button
              type="button"
              onClick={onToggleMode}
              disabled={isSubmitting}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
            >
              {texts.switchAction}
            </button>
          </p>
        </Card>
      </main>
    </div>
  );
}
