import { CATALOG_FILE_SLOTS, type CatalogFileSlot, type CatalogKind } from '@dtm/shared/catalog';
import { SOLD_ANIMATION_CATEGORIES } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applyServerErrors,
  Form,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  SubmitButton,
} from '../../../components/form';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../components/toast';
import { apiErrorText } from '../../../lib/api-client';
import {
  type CatalogItem,
  uploadCatalogFile,
  useCreateCatalogItem,
  useRefreshCatalog,
  useUpdateCatalogItem,
} from '../api/catalog';
import { CatalogFileField } from './catalog-file-field';
import {
  type CatalogFormOutput,
  type CatalogFormValues,
  catalogBody,
  catalogFormSchema,
  formValuesOf,
  SERVER_FIELDS,
} from './catalog-form';

type Slots<T> = Record<CatalogFileSlot, T>;
const NONE: Slots<null> = { thumbnail: null, preview: null, file: null };
const NOUN = { animation: 'animation', background: 'background' } as const;

type Props = {
  kind: CatalogKind;
  /** The item to edit, or null for a new one. */
  item: CatalogItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Create or edit an item: its fields (checked with the shared rules, prices in dollars) and its
 * three files, each sent with the back office's multipart upload once the fields are saved. A new
 * item goes on sale at the end if asked and its sold file arrived; if an upload fails, the item is
 * kept (hidden) and the dialog stays open on it, the refusal under that file.
 */
export function CatalogItemDialog({ kind, item, open, onOpenChange }: Props) {
  const [current, setCurrent] = useState<CatalogItem | null>(item);
  const editing = useRef(item !== null);
  // Opened to create: it stays "new" for the put-on-sale choice even after a failed upload kept the item.
  const createdHere = item === null;
  const create = useCreateCatalogItem(kind);
  const update = useUpdateCatalogItem(kind, { quiet: true });
  const refresh = useRefreshCatalog(kind);
  const [files, setFiles] = useState<Slots<File | null>>(NONE);
  const [fileErrors, setFileErrors] = useState<Slots<string | null>>(NONE);
  const [progress, setProgress] = useState<Slots<number | null>>(NONE);
  const [putOnSale, setPutOnSale] = useState(true);
  const [busy, setBusy] = useState(false);
  const form = useForm<CatalogFormValues, unknown, CatalogFormOutput>({
    mode: 'onTouched',
    defaultValues: formValuesOf(item),
    // The rules depend on whether the item exists yet (an old animation may keep "background").
    resolver: (values, context, options) =>
      zodResolver(catalogFormSchema(kind, editing.current))(values, context, options) as never,
  });
  const noun = NOUN[kind];
  const oldBackground = current?.category === 'background';
  const categories = [...SOLD_ANIMATION_CATEGORIES, ...(oldBackground ? ['background'] : [])].map((value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1),
  }));

  const onSubmit = async (values: CatalogFormOutput) => {
    if (Object.values(fileErrors).some(Boolean)) return;
    setBusy(true);
    try {
      let saved = current;
      const body = catalogBody(kind, values, current);
      try {
        if (!saved) saved = await create.mutateAsync(body ?? {});
        else if (body) saved = await update.mutateAsync({ id: saved.id, body });
      } catch (error) {
        if (applyServerErrors(form.setError, error, SERVER_FIELDS).length === 0) {
          showToast(TOASTS.catalogSaveFailed, apiErrorText(error));
        }
        return;
      }
      setCurrent(saved);
      editing.current = true;
      for (const slot of CATALOG_FILE_SLOTS) {
        const file = files[slot];
        if (!file) continue;
        try {
          setProgress((now) => ({ ...now, [slot]: 0 }));
          saved = await uploadCatalogFile(kind, saved.id, slot, file, (fraction) =>
            setProgress((now) => ({ ...now, [slot]: fraction })),
          );
          setCurrent(saved);
          setFiles((now) => ({ ...now, [slot]: null }));
        } catch (error) {
          setFileErrors((now) => ({ ...now, [slot]: apiErrorText(error) ?? TOASTS.catalogFileFailed.text }));
          showToast(TOASTS.catalogFileFailed, apiErrorText(error));
          await refresh();
          return;
        } finally {
          setProgress((now) => ({ ...now, [slot]: null }));
        }
      }
      if (createdHere && putOnSale && saved.soldFileUrl && !saved.active) {
        try {
          saved = await update.mutateAsync({ id: saved.id, body: { active: true } });
        } catch (error) {
          showToast(TOASTS.catalogSaveFailed, apiErrorText(error));
        }
      }
      await refresh();
      showToast(createdHere ? TOASTS.catalogItemCreated : TOASTS.catalogItemUpdated);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      closeable={!busy}
      title={current ? `Edit ${current.name}` : `New ${noun}`}
      description={
        current
          ? 'Changes show in the marketplace at once. A new file replaces the current one; buyers keep the file they bought.'
          : `Saved hidden first; it goes on sale once the file that is sold is uploaded.`
      }
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4">
        <FormTextField name="name" label="Name" autoComplete="off" />
        <FormTextareaField name="description" label="Description" optional rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          {kind === 'animation' ? (
            <FormSelectField name="category" label="Category" placeholder="Choose a category" options={categories} />
          ) : (
            <FormTextField name="category" label="Category" hint="nature, fantasy, …" autoComplete="off" />
          )}
          <FormTextField name="tags" label="Tags" optional hint="Separated by commas" autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="price" label="Price ($)" inputMode="decimal" autoComplete="off" />
          {kind === 'animation' ? (
            <FormTextField name="variationPrice" label="Variation price ($)" inputMode="decimal" autoComplete="off" />
          ) : null}
        </div>
        <fieldset className="grid gap-4 rounded-3xl border-2 border-ink/10 p-4">
          <legend className="px-1 font-display font-extrabold">Files</legend>
          {CATALOG_FILE_SLOTS.map((slot) => (
            <CatalogFileField
              key={slot}
              kind={kind}
              slot={slot}
              currentUrl={
                slot === 'thumbnail'
                  ? (current?.thumbnailUrl ?? null)
                  : slot === 'preview'
                    ? (current?.previewUrl ?? null)
                    : (current?.soldFileUrl ?? null)
              }
              error={fileErrors[slot]}
              progress={progress[slot]}
              disabled={busy}
              onChoose={(file, problem) => {
                setFiles((now) => ({ ...now, [slot]: problem ? null : file }));
                setFileErrors((now) => ({ ...now, [slot]: problem }));
              }}
            />
          ))}
        </fieldset>
        {createdHere ? (
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-4 accent-grape"
              checked={putOnSale}
              onChange={(event) => setPutOnSale(event.target.checked)}
            />
            Put on sale once the file that is sold is uploaded
          </label>
        ) : null}
        <SubmitButton disabled={busy}>{current ? 'Save changes' : `Create ${noun}`}</SubmitButton>
      </Form>
    </Modal>
  );
}
