import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { AthletesList } from '../../features/coach/components/athletes-list.tsx';
import { InviteCard } from '../../features/coach/components/invite-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** A member who does not coach (the API answers them 403 too). */
export function CoachOnly() {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="font-bold text-stone-900 text-xl">Espace réservé aux coachs</h1>
      <p className="text-stone-600">Seuls les coachs peuvent inviter et suivre des athlètes.</p>
      <Link to={PATHS.dashboard} className={buttonClassName({ variant: 'secondary' })}>
        Retour à l’accueil
      </Link>
    </div>
  );
}

/** Issue 32 /coach (coaches and admins): invite an athlete, the athletes list. */
export function CoachRoute() {
  const { user } = useAuth();
  useDocumentTitle('Espace coach');
  if (!user) return null;
  if (user.role !== 'coach' && user.role !== 'admin') return <CoachOnly />;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">Espace coach</h1>
        <p className="mt-2 text-stone-600">Tes athlètes, leurs séances, et ceux qu’il faut relancer.</p>
      </header>
      <InviteCard />
      <AthletesList />
    </div>
  );
}
