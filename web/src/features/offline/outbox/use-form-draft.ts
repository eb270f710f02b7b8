import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type AppDB, appDb } from '../db';

/** Typing is saved after this pause, not on every key. */
const SAVE_DELAY_MS = 400;

/**
 * Keeps what someone types into `form` in IndexedDB under `name`, and puts it back when the
 * page opens again (tab closed, app restarted, a reload for an update). Call `clear` once the
 * form was sent or queued. Sign-out clears every draft.
 */
export function useFormDraft<Values extends FieldValues>(
  name: string,
  form: UseFormReturn<Values, unknown, unknown>,
  db: AppDB = appDb,
): { clear: () => Promise<void> } {
  const restored = useRef(false);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef<Record<string, unknown> | null>(null);

  useEffect(() => {
    let cancelled = false;
    db.drafts
      .get(name)
      .then((draft) => {
        if (cancelled || !draft || form.formState.isDirty) return;
        form.reset(draft.values as Values, { keepDefaultValues: true });
      })
      .catch(() => {})
      .finally(() => {
        restored.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [db, name, form]);

  useEffect(() => {
    const save = () => {
      clearTimeout(pendingSave.current);
      const values = unsaved.current;
      unsaved.current = null;
      if (!values) return;
      const typed = Object.values(values).some((value) => typeof value === 'string' && value.trim() !== '');
      const saving: Promise<unknown> = typed
        ? db.drafts.put({ form: name, values, updatedAt: Date.now() })
        : db.drafts.delete(name);
      saving.catch(() => {});
    };
    const subscription = form.watch((values) => {
      if (!restored.current) return;
      unsaved.current = { ...values };
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(save, SAVE_DELAY_MS);
    });
    // Closing the tab (or a reload) right after typing: save now rather than after the pause.
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      clearTimeout(pendingSave.current);
      subscription.unsubscribe();
    };
  }, [db, name, form]);

  return {
    clear: async () => {
      clearTimeout(pendingSave.current);
      unsaved.current = null;
      await db.drafts.delete(name).catch(() => {});
    },
  };
}
