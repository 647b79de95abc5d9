import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type AdminPagerProps = {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
};

/** « Précédent » / « Suivant » under a list of pages of 20. */
export function AdminPager({ label, page, hasNext, onPage }: AdminPagerProps) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Précédent
      </Button>
      <span className="text-sm text-stone-600">Page {page + 1}</span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Suivant
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
