import type { Child } from '@littlestar/shared/children';
import {
  EYE_COLOR_SWATCHES,
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  HAIR_STYLES,
  SKIN_TONE_SWATCHES,
  type ColorSwatch,
  type HairStyle,
  type Likeness,
} from '@littlestar/shared/likeness';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useUpdateLikeness } from '../api/update-likeness';
import { CharacterSheetPanel } from './character-sheet-panel';
import { LikenessPreview } from './likeness-preview';
import { SwatchGroup } from './swatch-group';

type ColorField = 'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor';

const COLOR_GROUPS: { field: ColorField; swatches: readonly ColorSwatch[] }[] = [
  { field: 'skinTone', swatches: SKIN_TONE_SWATCHES },
  { field: 'hairColor', swatches: HAIR_COLOR_SWATCHES },
  { field: 'eyeColor', swatches: EYE_COLOR_SWATCHES },
  { field: 'favoriteColor', swatches: FAVORITE_COLOR_SWATCHES },
];

/** The traits training measures on the face, in the order they are named. */
const MEASURED_TRAITS = ['skinTone', 'hairColor', 'eyeColor'] as const;
type MeasuredTrait = (typeof MEASURED_TRAITS)[number];
const isMeasuredTrait = (trait: keyof Likeness): trait is MeasuredTrait =>
  (MEASURED_TRAITS as readonly string[]).includes(trait);

/** Says which traits were measured on the child's face, and that the rest are for the parent. */
function useMeasuredText() {
  const t = useTranslations('children.likenessEditor');
  return (name: string, measured: readonly (keyof Likeness)[]): string => {
    const names = measured.filter(isMeasuredTrait).map((trait) => t(`measuredNames.${trait}`));
    const last = names.at(-1);
    if (last === undefined) return t('measuredNone', { name });
    const list =
      names.length === 1 ? last : t('list', { first: names.slice(0, -1).join(', '), last });
    const rest = measured.includes('eyeColor') ? t('restWithEyes') : t('restNoEyes');
    return t('measured', { name, list, rest });
  };
}

/** Each swatch's name (the shared palettes' English) as its key in the interface's texts. */
const SWATCH_KEYS = {
  Fair: 'fair',
  Light: 'light',
  'Light medium': 'lightMedium',
  Medium: 'medium',
  Tan: 'tan',
  Brown: 'brown',
  'Deep brown': 'deepBrown',
  Deep: 'deep',
  Black: 'black',
  'Dark brown': 'darkBrown',
  'Light brown': 'lightBrown',
  Auburn: 'auburn',
  Red: 'red',
  'Strawberry blond': 'strawberryBlond',
  Blond: 'blond',
  Platinum: 'platinum',
  Grey: 'grey',
  Amber: 'amber',
  Hazel: 'hazel',
  Green: 'green',
  Blue: 'blue',
  Pink: 'pink',
  Orange: 'orange',
  Yellow: 'yellow',
  Teal: 'teal',
  Purple: 'purple',
} as const;
type SwatchKey = (typeof SWATCH_KEYS)[keyof typeof SWATCH_KEYS];
const swatchKey = (name: string): SwatchKey | undefined =>
  (SWATCH_KEYS as Partial<Record<string, SwatchKey>>)[name];

/**
 * A palette with its names in the interface's language; the sampled colour stays on offer
 * (as 'From photos') when it is none of the palette's swatches.
 */
function useSwatches() {
  const t = useTranslations('children.likenessEditor.swatches');
  return (palette: readonly ColorSwatch[], saved: string): readonly ColorSwatch[] => {
    const named = palette.map((swatch) => {
      const key = swatchKey(swatch.name);
      return key ? { ...swatch, name: t(key) } : swatch;
    });
    return palette.some((swatch) => swatch.hex === saved)
      ? named
      : [{ name: t('fromPhotos'), hex: saved }, ...named];
  };
}

const sameLikeness = (a: Likeness, b: Likeness) =>
  (Object.keys(a) as (keyof Likeness)[]).every((key) => a[key] === b[key]);

/** The two traits not picked from swatches: the hair style and a glasses switch. */
function HairAndGlasses({
  hairStyle,
  glasses,
  disabled,
  onHairStyle,
  onGlasses,
}: {
  hairStyle: HairStyle;
  glasses: boolean;
  disabled: boolean;
  onHairStyle: (style: HairStyle) => void;
  onGlasses: (glasses: boolean) => void;
}) {
  const hairStyleId = useId();
  const glassesId = useId();
  const t = useTranslations('children.likenessEditor');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={hairStyleId}>{t('hairStyle')}</Label>
        <select
          id={hairStyleId}
          value={hairStyle}
          disabled={disabled}
          onChange={(event) => onHairStyle(event.target.value as HairStyle)}
          className="h-11 w-full cursor-pointer rounded-2xl border-2 bg-background px-3 text-base text-foreground hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-ring sm:text-sm dark:bg-muted/40"
        >
          {HAIR_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`hairStyles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-3 self-end rounded-2xl border-2 px-4 py-2">
        <Label htmlFor={glassesId}>{t('glasses')}</Label>
        <button
          id={glassesId}
          type="button"
          role="switch"
          aria-checked={glasses}
          disabled={disabled}
          onClick={() => onGlasses(!glasses)}
          className={cn(
            'relative h-7 w-12 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
            // Off, the track stands out 3:1 from the card and from the knob (WCAG 1.4.11).
            glasses ? 'bg-brand-500' : 'bg-muted-foreground/70 dark:bg-muted-foreground/30',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
              glasses && 'translate-x-5',
            )}
          />
        </button>
      </div>
    </div>
  );
}

/**
 * How the illustrations draw the child: four colours, a hair style and glasses. Training
 * samples the colours from the photos; the parent corrects them here (PATCH …/likeness).
 * Where pictures come from an image model, the child's character sheet comes first: the
 * portrait the pictures copy, and a new one drawn on request.
 */
export function LikenessEditor({
  child,
  onSaved,
}: {
  child: Pick<
    Child,
    | 'id'
    | 'name'
    | 'likeness'
    | 'likeness_measured'
    | 'training_status'
    | 'imageUrl'
    | 'character_sheet'
  >;
  onSaved?: () => void;
}) {
  const [draft, setDraft] = useState<Likeness>(child.likeness);
  const updateLikeness = useUpdateLikeness();
  const t = useTranslations('children.likenessEditor');
  const measuredText = useMeasuredText();
  const swatchesFor = useSwatches();
  const isLocked = child.training_status === 'queued' || child.training_status === 'training';
  const isChanged = !sameLikeness(draft, child.likeness);
  const set = <K extends keyof Likeness>(field: K, value: Likeness[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  /** Before a new picture is drawn: the look as it stands now, so the picture follows it. */
  const saveBeforeDrawing = async () => {
    try {
      await updateLikeness.mutateAsync({ childId: child.id, changes: draft });
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, t('saveFailed')));
      return false;
    }
  };

  const save = () => {
    updateLikeness.mutate(
      { childId: child.id, changes: draft },
      {
        onSuccess: () => {
          toast.success(t('saved', { name: child.name }));
          onSaved?.();
        },
        onError: (error) => toast.error(apiErrorMessage(error, t('saveFailed'))),
      },
    );
  };

  return (
    <div className="grid gap-5">
      {child.character_sheet ? (
        <CharacterSheetPanel
          child={{ ...child, character_sheet: child.character_sheet }}
          saveLookFirst={isChanged && !isLocked ? saveBeforeDrawing : undefined}
        />
      ) : null}
      <p className="text-sm text-muted-foreground">
        {child.training_status === 'completed'
          ? measuredText(child.name, child.likeness_measured)
          : t('startingColours', { name: child.name })}
      </p>
      <div className="flex items-center gap-4 rounded-2xl bg-muted/60 p-3">
        <LikenessPreview likeness={draft} className="size-20" />
        <p className="text-sm font-semibold">{t('peek', { name: child.name })}</p>
      </div>
      {COLOR_GROUPS.map(({ field, swatches }) => (
        <SwatchGroup
          key={field}
          legend={t(field)}
          swatches={swatchesFor(swatches, child.likeness[field])}
          value={draft[field]}
          disabled={isLocked}
          onChange={(hex) => set(field, hex)}
        />
      ))}
      <HairAndGlasses
        hairStyle={draft.hairStyle}
        glasses={draft.glasses}
        disabled={isLocked}
        onHairStyle={(style) => set('hairStyle', style)}
        onGlasses={(glasses) => set('glasses', glasses)}
      />
      {isLocked ? <p className="text-sm text-muted-foreground">{t('lockedNote')}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          disabled={!isChanged || updateLikeness.isPending}
          onClick={() => setDraft(child.likeness)}
        >
          {t('undo')}
        </Button>
        <Button
          type="button"
          disabled={isLocked || !isChanged || updateLikeness.isPending}
          onClick={save}
        >
          {updateLikeness.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </div>
  );
}
