import { nameInitial } from '../social-format.ts';

const SIZES = {
  sm: 'size-10 text-base',
  md: 'size-12 text-lg',
  lg: 'size-20 text-3xl md:size-24 md:text-4xl',
} as const;

type SocialAvatarProps = {
  name: string;
  avatarUrl: string | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
};

/** A member's picture, else the first letter of their name; decorative, the name is written beside it. */
export function SocialAvatar({ name, avatarUrl, size = 'sm', className = '' }: SocialAvatarProps) {
  const base = `shrink-0 rounded-full ${SIZES[size]} ${className}`;
  if (avatarUrl) return <img src={avatarUrl} alt="" className={`${base} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${base} grid place-items-center bg-gradient-to-br from-brand-400 to-brand-700 font-black text-white`}
    >
      {nameInitial(name)}
    </span>
  );
}
