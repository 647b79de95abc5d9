import { initials } from '@elan/domain';

const SIZES = { md: 'size-16 text-xl', lg: 'size-20 text-2xl md:size-24 md:text-3xl' } as const;

/** Initials on the warm brand gradient; decorative, the name is always written beside it. */
export function MemberAvatar({
  firstName,
  lastName,
  size = 'lg',
}: {
  firstName: string;
  lastName: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-brand-400 to-brand-700 font-black text-white shadow-brand-500/25 shadow-lg ring-4 ring-white ${SIZES[size]}`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
