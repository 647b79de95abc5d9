import type { SocialMember } from '@elan/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { SocialAvatar } from './social-avatar.tsx';

/** One member in a list: avatar, name (to their profile), @username, then the actions. */
export function MemberRow({ member, children }: { member: SocialMember; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <SocialAvatar name={member.name} avatarUrl={member.avatar_url} />
      <div className="min-w-32 flex-1">
        <Link
          to={pathTo.memberProfile(member.id)}
          className="block truncate font-semibold text-stone-900 hover:underline"
        >
          {member.name}
        </Link>
        <p className="truncate text-sm text-stone-500">@{member.username}</p>
      </div>
      {children && <div className="ml-auto flex shrink-0 gap-2">{children}</div>}
    </li>
  );
}
