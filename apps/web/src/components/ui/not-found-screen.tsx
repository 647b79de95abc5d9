import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from './button.tsx';

type NotFoundScreenProps = {
  /** The spec's exact not-found text (« Programme non trouvé », « Session non trouvée »…). */
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
};

/** A missing resource: its French not-found heading, a sentence, and one way back. */
export function NotFoundScreen({ title, text, backTo, backLabel }: NotFoundScreenProps) {
  return (
    <div className="grid place-items-center py-16">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-extrabold text-2xl text-stone-900">{title}</h1>
        <p className="text-stone-600">{text}</p>
        <Link to={backTo} className={buttonClassName({ size: 'lg' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
