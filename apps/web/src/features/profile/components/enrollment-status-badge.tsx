import { ENROLLMENT_STATUS_LABELS, type EnrollmentStatus } from '@elan/domain';

/** Spec §4: Actif green, Terminé blue, En pause yellow, Abandonné grey (text at AA contrast). */
const TONES: Record<EnrollmentStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  paused: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  abandoned: 'bg-stone-100 text-stone-700 ring-stone-500/20',
};

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[status]}`}
    >
      {ENROLLMENT_STATUS_LABELS[status]}
    </span>
  );
}
