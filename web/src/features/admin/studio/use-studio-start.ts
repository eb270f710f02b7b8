import { firstMotion } from '@dtm/animate';
import { loadPhoto } from '@dtm/animate/render';
import { AdminCharacterSchema, AdminFrameSchema } from '@dtm/shared/admin';
import type { FrameSize } from '@dtm/shared/constants';
import { type AnimationRecipe, DEFAULT_FRAMING, PAPER_COLOUR, recipeFromRig } from '@dtm/shared/recipe';
import { OrderArtworkDetailsSchema, type OrderArtworkFile } from '@dtm/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiGet, searchParams } from '../../../lib/api-client';
import { cutOutInWorker, orderPreviewQueryOptions, previewBackgroundsQueryOptions } from '../../preview';
import { recipesQueryOptions, type StudioKind } from './api/recipes';
import { figureFromRecipe, type StudioFigure, type StudioSettings, settingsOf } from './recipe-clip';
import { fileUrl, firstDrawing } from './studio-artwork';

/** The frame or character the studio works on, as the back office lists it. */
export type StudioSubject = {
  id: string;
  orderId: string;
  name: string;
  status: string;
  customerName: string;
  frameSize: FrameSize | null;
};

/** Where the studio's first figure came from. */
export type StudioOrigin = 'recipe' | 'customer-preview' | 'auto-cutout';

export type StudioStart = {
  figure: StudioFigure;
  settings: StudioSettings;
  origin: StudioOrigin;
  version: number | null;
  /** The drawing's other figures as the automatic start found them (shares of the drawing); absent: not read. */
  others?: StudioFigure['box'][];
};

async function findSubject(kind: StudioKind, id: string, orderId: string | undefined): Promise<StudioSubject | null> {
  const url = `/api/admin/${kind}${searchParams({ search: orderId })}`;
  if (kind === 'frames') {
    const row = (await apiGet(url, z.array(AdminFrameSchema))).find((frame) => frame.id === id);
    return row
      ? {
          id,
          orderId: row.orderId,
          name: row.frameName ?? `${row.customerName}'s frame`,
          status: row.status,
          customerName: row.customerName,
          frameSize: row.frameSize,
        }
      : null;
  }
  const row = (await apiGet(url, z.array(AdminCharacterSchema))).find((character) => character.id === id);
  return row
    ? {
        id,
        orderId: row.orderId,
        name: row.characterName,
        status: row.status,
        customerName: row.customerName,
        frameSize: null,
      }
    : null;
}

/**
 * A fresh figure from the drawing, read as the instant preview reads it: the original upload,
 * upright and shrunk to the preview's 1600 px (`loadPhoto`), then the preview's own worker
 * (`readDrawing`: cut-out, plan, joints). The `box` is in shares of that picture, so of the original.
 */
async function autoCutOut(orderId: string, file: OrderArtworkFile): Promise<StudioStart> {
  const response = await fetch(fileUrl(file), { credentials: 'include' });
  if (!response.ok) throw new Error('The drawing could not be loaded.');
  const photo = await loadPhoto(await response.blob());
  // Taken before the worker is handed the pixels (the photo is empty afterwards).
  const size = { width: photo.width, height: photo.height };
  const cut = await cutOutInWorker(photo);
  const figure: StudioFigure = {
    artwork: { orderId, fileId: file.id },
    box: {
      x: cut.box.x / size.width,
      y: cut.box.y / size.height,
      width: cut.box.width / size.width,
      height: cut.box.height / size.height,
    },
    image: cut.image,
    mask: cut.mask,
    plan: cut.plan,
    skeleton: cut.skeleton,
    joints: cut.joints,
  };
  const settings: StudioSettings = {
    motions: [{ motion: firstMotion(cut.skeleton), cycles: 1 }],
    background: { kind: 'colour', hex: PAPER_COLOUR },
    clipSeconds: 10,
    framing: DEFAULT_FRAMING,
    orientation: 'landscape',
  };
  const others = cut.others.map((box) => ({
    x: box.x / size.width,
    y: box.y / size.height,
    width: box.width / size.width,
    height: box.height / size.height,
  }));
  return { figure, settings, origin: 'auto-cutout', version: null, others };
}

/**
 * Everything the studio opens with: the subject, its order's drawings, the recipes, the customer's
 * saved preview and the backgrounds; then the first figure, from the newest recipe, else the
 * customer's saved preview, else a fresh automatic cut-out of the first drawing.
 */
export function useStudioStart(kind: StudioKind, id: string, orderId: string | undefined) {
  const subject = useQuery({
    queryKey: ['admin', kind, id, 'subject', orderId],
    queryFn: () => findSubject(kind, id, orderId),
  });
  const order = subject.data?.orderId;
  const artwork = useQuery({
    queryKey: ['orders', order, 'artwork'],
    queryFn: ({ signal }) => apiGet(`/api/order/${order}/artwork`, OrderArtworkDetailsSchema, signal),
    enabled: Boolean(order),
  });
  const preview = useQuery({ ...orderPreviewQueryOptions(order ?? ''), enabled: Boolean(order) });
  const recipes = useQuery({ ...recipesQueryOptions(kind, id), retry: false });
  const backgrounds = useQuery(previewBackgroundsQueryOptions());
  const [start, setStart] = useState<StudioStart | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const ready =
    Boolean(order) && artwork.isSuccess && !preview.isPending && !recipes.isPending && !backgrounds.isPending;
  useEffect(() => {
    if (!ready || start || !order || !artwork.data) return;
    let cancelled = false;
    const files = artwork.data.files;
    const open = async (): Promise<StudioStart> => {
      const latest = recipes.data?.latest;
      const urlOf = (recipe: AnimationRecipe) => {
        const file = files.find((candidate) => candidate.id === recipe.artwork.fileId);
        if (!file) throw new Error('The drawing of this recipe is no longer with the order.');
        return fileUrl(file);
      };
      if (latest) {
        const figure = await figureFromRecipe(latest.recipe, urlOf(latest.recipe));
        return { figure, settings: settingsOf(latest.recipe), origin: 'recipe', version: latest.version };
      }
      const first = firstDrawing(files);
      if (!first) throw new Error('No drawing has been uploaded for this order yet.');
      const rig = preview.data?.rig;
      if (rig) {
        const chosen = (backgrounds.data ?? []).find((item) => item.url && item.url === rig.background);
        // The drawing the parent made the preview on (an order may have several).
        const madeOn = files.find((candidate) => candidate.id === rig.artworkFileId) ?? first;
        const recipe = recipeFromRig(
          rig,
          { orderId: order, fileId: madeOn.id },
          chosen && chosen.id !== 'paper' ? { background: { kind: 'marketplace', id: chosen.id } } : {},
        );
        const figure = await figureFromRecipe(recipe, fileUrl(madeOn));
        return { figure, settings: settingsOf(recipe), origin: 'customer-preview', version: null };
      }
      return autoCutOut(order, first);
    };
    open().then(
      (started) => !cancelled && setStart(started),
      (error: unknown) =>
        !cancelled && setProblem(error instanceof Error ? error.message : 'The studio could not open.'),
    );
    return () => {
      cancelled = true;
    };
  }, [ready, start, order, artwork.data, recipes.data, preview.data, backgrounds.data]);

  return { subject, artwork, recipes, backgrounds, start, problem };
}
