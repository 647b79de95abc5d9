import { type AdminUser, formatDateTime, formatShortDate, ROLE_LABELS, ROLES, type Role } from '@elan/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { INPUT_CLASS_NAME, TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useChangeRoleMutation, useSetActiveMutation } from '../api/admin-actions.ts';
import { ADMIN_PAGE_SIZE, useAdminUsersQuery } from '../api/get-admin-users.ts';
import { AdminPager } from './admin-pager.tsx';

type Pending =
  | { kind: 'role'; member: AdminUser; role: Role }
  | { kind: 'active'; member: AdminUser; isActive: boolean };

const fullName = (member: AdminUser) => `${member.first_name} ${member.last_name}`;

/** The Membres tab: search by name or e-mail, pages of 20, a role and an account state to change. */
export function AdminMembers({ currentUserId }: { currentUserId: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search.trim(), 250);
  const members = useAdminUsersQuery(debounced, page);
  const [pending, setPending] = useState<Pending>();
  const changeRole = useChangeRoleMutation();
  const setActive = useSetActiveMutation();
  const isBusy = changeRole.isPending || setActive.isPending;

  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: () => {
        toast.success(
          pending.kind === 'role'
            ? `${fullName(pending.member)} est maintenant ${ROLE_LABELS[pending.role]}`
            : `Compte de ${fullName(pending.member)} ${pending.isActive ? 'réactivé' : 'désactivé'}`,
        );
        setPending(undefined);
      },
      onError: (error: unknown) => toast.error(getErrorMessage(error)),
    };
    if (pending.kind === 'role') changeRole.mutate({ userId: pending.member.id, role: pending.role }, done);
    else setActive.mutate({ userId: pending.member.id, isActive: pending.isActive }, done);
  };

  const rows = members.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Rechercher un membre"
        hint="Nom, prénom ou adresse e-mail"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        className="md:max-w-md"
      />
      {members.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : members.isError ? (
        <p role="alert" className="text-red-700">
          {getErrorMessage(members.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-stone-600">Aucun membre ne correspond à cette recherche.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Membres">
          {rows.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === currentUserId}
              onRole={(role) => setPending({ kind: 'role', member, role })}
              onActive={(isActive) => setPending({ kind: 'active', member, isActive })}
            />
          ))}
        </ul>
      )}
      <AdminPager
        label="Pages des membres"
        page={page}
        hasNext={rows.length === ADMIN_PAGE_SIZE}
        onPage={setPage}
      />
      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'role'
              ? 'Changer le rôle'
              : pending.isActive
                ? 'Réactiver le compte'
                : 'Désactiver le compte'
          }
          message={
            pending.kind === 'role'
              ? `Donner le rôle ${ROLE_LABELS[pending.role]} à ${fullName(pending.member)} ?`
              : pending.isActive
                ? `${fullName(pending.member)} pourra de nouveau se connecter.`
                : `${fullName(pending.member)} sera déconnecté partout et ne pourra plus se connecter. Ses données sont conservées.`
          }
          confirmLabel={pending.kind === 'role' ? 'Confirmer' : pending.isActive ? 'Réactiver' : 'Désactiver'}
          isBusy={isBusy}
          onConfirm={confirm}
          onClose={() => setPending(undefined)}
        />
      )}
    </div>
  );
}

type MemberRowProps = {
  member: AdminUser;
  isSelf: boolean;
  onRole: (role: Role) => void;
  onActive: (isActive: boolean) => void;
};

function MemberRow({ member, isSelf, onRole, onActive }: MemberRowProps) {
  const selectId = useId();
  const name = fullName(member);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-stone-900">{name}</p>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 text-xs">
              {ROLE_LABELS[member.role]}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 font-semibold text-xs ${
                member.is_active ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
              }`}
            >
              {member.is_active ? 'Actif' : 'Désactivé'}
            </span>
          </div>
          <p className="truncate text-sm text-stone-600">{member.email}</p>
          <p className="text-stone-600 text-xs">
            Créé le {formatShortDate(member.created_at)} · Dernière activité :{' '}
            {member.last_active_at ? formatDateTime(member.last_active_at) : 'jamais'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="font-medium text-sm text-stone-700">
              Rôle de {name}
            </label>
            <select
              id={selectId}
              value={member.role}
              onChange={(event) => onRole(event.target.value as Role)}
              className={`${INPUT_CLASS_NAME} h-9 w-36 py-0`}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          {!isSelf && (
            <Button
              variant={member.is_active ? 'secondary' : 'primary'}
              size="sm"
              aria-label={`${member.is_active ? 'Désactiver' : 'Réactiver'} ${name}`}
              onClick={() => onActive(!member.is_active)}
            >
              {member.is_active ? 'Désactiver' : 'Réactiver'}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
