import { TOAST_TEXTS } from '@elan/domain';
import { Copy, Pencil } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useCopyProgramMutation } from '../api/copy-program.ts';

type ProgramEditActionsProps = { programId: number; isCreator: boolean };

/**
 * Issue 30 on the programme's page: « Modifier le programme » for its creator, and « Copier ce
 * programme » for everyone, which opens the copy's editor.
 */
export function ProgramEditActions({ programId, isCreator }: ProgramEditActionsProps) {
  const navigate = useNavigate();
  const copy = useCopyProgramMutation();
  const onCopy = () =>
    copy.mutate(
      { programId },
      {
        onSuccess: (program) => {
          toast.success(TOAST_TEXTS.programCopied);
          navigate(pathTo.programEdit(program.id));
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {isCreator && (
        <Link to={pathTo.programEdit(programId)} className={buttonClassName({ variant: 'secondary' })}>
          <Pencil aria-hidden="true" className="size-4" />
          Modifier le programme
        </Link>
      )}
      <Button variant="secondary" onClick={onCopy} disabled={copy.isPending}>
        {copy.isPending ? (
          <Spinner size="sm" label="Copie en cours" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        Copier ce programme
      </Button>
    </div>
  );
}
