import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuthForm } from '../use-auth-form.ts';

/**
 * Spec /login card: heading, the server's refusal in a red box (a too common password: under its
 * field), the fields, and the other mode.
 */
export function AuthCard({ form }: { form: AuthForm }) {
  const headingId = useId();
  const {
    texts,
    values,
    error,
    passwordError,
    isRegister,
    isSubmitting,
    onFieldChange,
    onToggleMode,
    onSubmit,
  } = form;
  return (
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
          error={passwordError ?? undefined}
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
  );
}
