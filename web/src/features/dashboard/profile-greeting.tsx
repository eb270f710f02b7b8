import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { CurrentUser } from '../auth/api/get-user';
import { UserAvatar } from '../shell/user-avatar';
import { ProfileNameForm } from './profile-name-form';

/** "Welcome back, <first name>", the e-mail, and the names editable in place. */
export function ProfileGreeting({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const firstName = user.firstName?.trim();
  const hasName = Boolean(firstName || user.lastName?.trim());

  // After Save or Cancel, keyboard users continue where they started.
  useEffect(() => {
    if (!editing && focusEditButton.current) {
      focusEditButton.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return (
    <section
      aria-labelledby="dashboard-greeting"
      className="rounded-[2rem] border-2 border-ink/10 bg-white p-5 shadow-[0_6px_0_0_rgba(42,31,61,0.06)] sm:p-8"
    >
      <div className="flex items-center gap-4 sm:gap-5">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">Your account</p>
          <h1
            id="dashboard-greeting"
            className="font-display text-2xl font-extrabold tracking-tight break-words sm:text-4xl"
          >
            {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
          </h1>
          {user.email ? <p className="mt-1 break-words text-ink-soft">{user.email}</p> : null}
        </div>
      </div>
      <div className="mt-5 border-t-2 border-ink/5 pt-5">
        {editing ? (
          <ProfileNameForm
            user={user}
            onClose={() => {
              focusEditButton.current = true;
              setEditing(false);
            }}
          />
        ) : (
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {hasName ? 'Edit name' : 'Add your name'}
          </Button>
        )}
      </div>
    </section>
  );
}
