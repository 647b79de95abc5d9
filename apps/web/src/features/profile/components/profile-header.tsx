import type { User } from '@elan/domain';
import { Mail, Pencil, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ProfileEditBody } from '../api/update-profile.ts';
import { roleChipLabel } from '../profile-format.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

type ProfileHeaderProps = {
  user: User;
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (body: ProfileEditBody) => void;
};

/** Spec /profile header: initials, full name, e-mail, role chip when not a plain member, 'Modifier'. */
export function ProfileHeader({ user, isEditing, isSaving, onEdit, onCancel, onSave }: ProfileHeaderProps) {
  const fullName = `${user.first_name} ${user.last_name}`;
  const roleChip = roleChipLabel(user.role);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);

  // Back from the form (Annuler or saved): the keyboard returns to 'Modifier'.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-brand-500 via-brand-400 to-amber-300 md:h-28"
      />
      <div className="-mt-10 flex flex-col gap-5 px-5 pb-6 md:-mt-12 md:px-8 md:pb-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <MemberAvatar firstName={user.first_name} lastName={user.last_name} />
          {!isEditing && (
            <button
              ref={editButtonRef}
              type="button"
              onClick={onEdit}
              className={buttonClassName({ variant: 'secondary', className: 'self-start sm:self-end' })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </button>
          )}
        </div>

        {isEditing ? (
          <ProfileEditForm user={user} isSaving={isSaving} onSubmit={onSave} onCancel={onCancel} />
        ) : (
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">
                {fullName}
              </h2>
              {roleChip && (
                <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 font-semibold text-violet-800 text-xs ring-1 ring-violet-600/20 ring-inset">
                  <ShieldCheck aria-hidden="true" className="size-3.5" />
                  {roleChip}
                </span>
              )}
            </div>
            <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
                <span className="truncate">{user.email}</span>
              </span>
              {user.username && <span className="font-medium text-stone-500">@{user.username}</span>}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
