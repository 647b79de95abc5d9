import type { Program } from '@elan/domain';
import { CircleCheck, Plus } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';

/**
 * After « Créer le programme » (issue 30): the programme has its one « Session principale »; the
 * member may go on into the editor to add the others.
 */
export function CreateProgramSuccess({
  program,
  addRef,
  onClose,
}: {
  program: Program;
  /** The modal gives it the focus: it is the next step. */
  addRef: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <p className="font-bold text-lg text-stone-900">«&nbsp;{program.title}&nbsp;» est prêt.</p>
      <p className="text-stone-600">
        Sa première séance, « Session principale », est créée. Ajoute d'autres séances pour en faire un vrai
        programme sur la semaine.
      </p>
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={onClose}>
          Plus tard
        </Button>
        <Link ref={addRef} to={pathTo.programEdit(program.id)} className={buttonClassName()}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter d'autres séances
        </Link>
      </div>
    </div>
  );
}
