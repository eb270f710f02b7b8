import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { CurrentUser } from '../auth/api/get-user';

/** Initials from first and last name ("Ada Lovelace" -> "AL"), else from the e-mail. */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromNames = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  const initials = fromNames || user.email?.trim().charAt(0) || '?';
  return initials.toUpperCase();
}

const SIZES = {
  md: 'size-9 text-sm ring-2',
  lg: 'size-16 text-2xl ring-4',
} as const;

/** The user's profile image, or their initials when there is none (or it fails to load). Decorative. */
export function UserAvatar({ user, size = 'md' }: { user: CurrentUser; size?: keyof typeof SIZES }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(user.profileImageUrl) && !imageFailed;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-grape font-bold text-white ring-sunny',
        SIZES[size],
      )}
    >
      {showImage ? (
        <img
          src={user.profileImageUrl ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setImageFailed(true)}
        />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
