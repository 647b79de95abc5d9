import { APP_NAME } from '@elan/domain';
import { ArrowLeft, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePublicProfileQuery } from '../api/get-public-profile.ts';
import { publicProfileError } from '../social-format.ts';
import { SOCIAL_PATHS, signupPathBackTo } from '../social-paths.ts';
import { PublicProfileView } from './public-profile-view.tsx';

function ProfileError({ error }: { error: unknown }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <UserRoundX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-extrabold text-2xl text-stone-900">{publicProfileError(error)}</h1>
      <p className="text-stone-600">Cet utilisateur n'existe pas ou son profil est privé.</p>
    </Card>
  );
}

function SignupCallToAction({ path, firstName }: { path: string; firstName: string | undefined }) {
  return (
    <Card className="flex flex-col items-center gap-3 bg-gradient-to-br from-brand-50 to-white p-6 text-center">
      <p className="font-bold text-lg text-stone-900">
        {firstName ? `Envie de t'entraîner avec ${firstName}\u00a0?` : 'Envie de bouger avec tes amis\u00a0?'}
      </p>
      <p className="text-stone-600">
        Crée ton compte {APP_NAME} gratuitement : programmes, séances guidées et amis.
      </p>
      <Link to={signupPathBackTo(path)} className={buttonClassName({ size: 'lg' })}>
        Créer mon compte
      </Link>
    </Card>
  );
}

type PublicProfilePageProps = { username: string; path: string; viewerId: number | undefined };

/** Spec /u/{username}, for anonymous and signed-in visitors alike. */
export function PublicProfilePage({ username, path, viewerId }: PublicProfilePageProps) {
  const profile = usePublicProfileQuery(username);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
      {profile.isPending ? (
        <Skeleton className="h-[32rem]" />
      ) : profile.isError ? (
        <ProfileError error={profile.error} />
      ) : (
        <PublicProfileView profile={profile.data} viewerId={viewerId} />
      )}
      {viewerId === undefined && (
        <SignupCallToAction path={path} firstName={profile.data?.name.split(' ')[0]} />
      )}
      <Link
        to={SOCIAL_PATHS.feed}
        className={buttonClassName({ variant: 'ghost', className: 'self-center' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour au cercle
      </Link>
    </div>
  );
}
