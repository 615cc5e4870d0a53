import {
  castDescribedInputSchema,
  castMessages,
  COMPANION_COLOURS,
  COMPANION_KINDS,
  COMPANION_SKIN_TONES,
  CAST_NAME_MAX_LENGTH,
  isPetKind,
  MAX_CAST,
  type CastInput,
  type CastMember,
  type CompanionColour,
  type CompanionKind,
  type CompanionSkin,
} from '@littlestar/shared/cast';
import type { Child } from '@littlestar/shared/children';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { FormField, FormSelectField } from '@/components/form-field';
import { Button } from '@/components/ui/button';

/** One of the parent's other children who can join a story (their photos are trained). */
export interface CastChildChoice {
  id: string;
  name: string;
}

/** The parent's children who may join a story of `heroId`: the others that are ready. */
export function castChoicesOf(
  children: readonly Pick<Child, 'id' | 'name' | 'training_status'>[] | undefined,
  heroId: string,
): CastChildChoice[] {
  return (children ?? [])
    .filter((child) => child.id !== heroId && child.training_status === 'completed')
    .map(({ id, name }) => ({ id, name }));
}

/** A companion as the picker holds it: `key` keeps React's rows stable while others go. */
export type CastEntry = { key: string } & (
  | { type: 'child'; childId: string; savedName?: string }
  | { type: 'described'; name: string; kind: CompanionKind; colour: string; skin: string }
);

let nextKey = 0;
const newKey = () => `cast-${(nextKey += 1)}`;

/** The picker's rows for a saved story's cast (a child no longer answered is not there). */
export function castEntriesOf(cast: readonly CastMember[] | undefined): CastEntry[] {
  return (cast ?? []).map((member) =>
    'child_id' in member
      ? { key: newKey(), type: 'child', childId: member.child_id, savedName: member.name }
      : {
          key: newKey(),
          type: 'described',
          name: member.name,
          kind: member.kind,
          colour: member.colour ?? '',
          skin: member.skin ?? '',
        },
  );
}

/**
 * The rows as the story input's `cast`, or the message of each row that cannot be sent (by
 * key): a described companion needs a name, as the shared schema says.
 */
export function castInputOf(
  entries: readonly CastEntry[],
): { cast: CastInput } | { errors: Map<string, string> } {
  const errors = new Map<string, string>();
  const cast: CastInput = [];
  for (const entry of entries) {
    if (entry.type === 'child') {
      cast.push({ child_id: entry.childId });
      continue;
    }
    const parsed = castDescribedInputSchema.safeParse({
      name: entry.name,
      kind: entry.kind,
      ...(entry.colour ? { colour: entry.colour as CompanionColour } : {}),
      // Skin is for people: a pet has none.
      ...(entry.skin && !isPetKind(entry.kind) ? { skin: entry.skin as CompanionSkin } : {}),
    });
    if (parsed.success) cast.push(parsed.data);
    else errors.set(entry.key, parsed.error.issues[0]?.message ?? castMessages.nameRequired);
  }
  return errors.size > 0 ? { errors } : { cast };
}

/** Finds a row's first control, to move the focus to a row with something to fix. */
export const castRowSelector = (key: string) => `[data-cast-row="${key}"]`;

/** A skin tone's key in `stories.cast.skins` ('light medium' → 'lightMedium'). */
const SKIN_KEYS = {
  fair: 'fair',
  light: 'light',
  'light medium': 'lightMedium',
  medium: 'medium',
  tan: 'tan',
  brown: 'brown',
  'deep brown': 'deepBrown',
  deep: 'deep',
} as const satisfies Record<CompanionSkin, string>;

/** Who a companion is, their hair or fur and their skin, in the interface's language. */
function useCompanionOptions() {
  const t = useTranslations('stories.cast');
  return {
    kinds: COMPANION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
    colours: COMPANION_COLOURS.map((value) => ({ value, label: t(`colours.${value}`) })),
    skins: COMPANION_SKIN_TONES.map((value) => ({
      value,
      label: t(`skins.${SKIN_KEYS[value]}`),
    })),
  };
}

/** A pet or a grown-up described in words: a name, who they are, hair or fur, and skin. */
function DescribedCompanionFields({
  entry,
  index,
  error,
  disabled,
  onChange,
}: {
  entry: Extract<CastEntry, { type: 'described' }>;
  index: number;
  error: string | undefined;
  disabled: boolean;
  onChange: (change: Partial<CastEntry>) => void;
}) {
  const t = useTranslations('stories.cast');
  const options = useCompanionOptions();
  // The shared check's message (English) in the interface's language; any other as it came.
  const message = error === castMessages.nameRequired ? t('nameRequired') : error;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        data-cast-row={entry.key}
        label={t('name', { number: index + 1 })}
        autoComplete="off"
        placeholder={isPetKind(entry.kind) ? t('petPlaceholder') : t('personPlaceholder')}
        maxLength={CAST_NAME_MAX_LENGTH}
        value={entry.name}
        error={message}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <FormSelectField
        label={t('kind', { number: index + 1 })}
        options={options.kinds}
        value={entry.kind}
        disabled={disabled}
        onChange={(event) => onChange({ kind: event.target.value as CompanionKind })}
      />
      <FormSelectField
        label={isPetKind(entry.kind) ? t('fur') : t('hair')}
        placeholder={t('any')}
        options={options.colours}
        value={entry.colour}
        disabled={disabled}
        onChange={(event) => onChange({ colour: event.target.value })}
      />
      {isPetKind(entry.kind) ? null : (
        <FormSelectField
          label={t('skin')}
          placeholder={t('any')}
          options={options.skins}
          value={entry.skin}
          disabled={disabled}
          onChange={(event) => onChange({ skin: event.target.value })}
        />
      )}
    </div>
  );
}

/** Adds a row: one of the parent's children while one is free, or a described companion. */
function AddCompanionButtons({
  freeChild,
  disabled,
  onAdd,
}: {
  freeChild: CastChildChoice | undefined;
  disabled: boolean;
  onAdd: (entry: CastEntry) => void;
}) {
  const t = useTranslations('stories.cast');
  return (
    <div className="flex flex-wrap gap-2">
      {freeChild ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onAdd({ key: newKey(), type: 'child', childId: freeChild.id })}
        >
          <Plus aria-hidden="true" />
          {t('addChild')}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() =>
          onAdd({ key: newKey(), type: 'described', name: '', kind: 'dog', colour: '', skin: '' })
        }
      >
        <Plus aria-hidden="true" />
        {t('addDescribed')}
      </Button>
    </div>
  );
}

/**
 * product.md#cast: "Who else is in this story?", optional, up to three companions: another of
 * the parent's ready children, or a pet or a grown-up described in words. Plain native
 * controls, each labelled, so it works by keyboard and on a phone.
 */
export function CastPicker({
  entries,
  onChange,
  choices,
  errors,
  disabled,
}: {
  entries: readonly CastEntry[];
  onChange: (entries: CastEntry[]) => void;
  /** The parent's other children who are ready (never the hero). */
  choices: readonly CastChildChoice[];
  /** Each row's message, by key. */
  errors: ReadonlyMap<string, string>;
  disabled: boolean;
}) {
  const headingId = useId();
  const t = useTranslations('stories.cast');
  const isFull = entries.length >= MAX_CAST;
  const chosen = new Set(
    entries.flatMap((entry) => (entry.type === 'child' ? [entry.childId] : [])),
  );
  const freeChild = choices.find((child) => !chosen.has(child.id));
  const update = (key: string, change: Partial<CastEntry>) =>
    onChange(
      entries.map((entry) => (entry.key === key ? ({ ...entry, ...change } as CastEntry) : entry)),
    );
  const remove = (key: string) => onChange(entries.filter((entry) => entry.key !== key));

  return (
    <fieldset
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border-2 border-dashed border-border p-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold text-foreground">
          {t('heading')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('intro', { max: MAX_CAST })}</p>
      </div>
      {entries.length > 0 ? (
        <ul className="grid gap-3">
          {entries.map((entry, index) => {
            const label =
              entry.type === 'child'
                ? (choices.find((child) => child.id === entry.childId)?.name ??
                  entry.savedName ??
                  t('child'))
                : entry.name.trim() || t('companion', { number: index + 1 });
            return (
              <li
                key={entry.key}
                className="grid gap-3 rounded-xl bg-muted/50 p-3 sm:grid-cols-[1fr_auto] sm:items-end dark:bg-muted/30"
              >
                {entry.type === 'child' ? (
                  <FormSelectField
                    data-cast-row={entry.key}
                    label={t('whichChild', { number: index + 1 })}
                    options={[
                      // A saved companion whose name the list has not brought (yet).
                      ...(choices.some((child) => child.id === entry.childId)
                        ? []
                        : [{ value: entry.childId, label: entry.savedName ?? t('savedChild') }]),
                      ...choices
                        .filter((child) => child.id === entry.childId || !chosen.has(child.id))
                        .map((child) => ({ value: child.id, label: child.name })),
                    ]}
                    value={entry.childId}
                    disabled={disabled}
                    onChange={(event) => update(entry.key, { childId: event.target.value })}
                  />
                ) : (
                  <DescribedCompanionFields
                    entry={entry}
                    index={index}
                    error={errors.get(entry.key)}
                    disabled={disabled}
                    onChange={(change) => update(entry.key, change)}
                  />
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:justify-self-end"
                  aria-label={t('removeLabel', { name: label })}
                  disabled={disabled}
                  onClick={() => remove(entry.key)}
                >
                  <X aria-hidden="true" />
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {isFull ? (
        <p className="text-sm text-muted-foreground">{t('tooMany', { max: MAX_CAST })}</p>
      ) : (
        <AddCompanionButtons
          freeChild={freeChild}
          disabled={disabled}
          onAdd={(entry) => onChange([...entries, entry])}
        />
      )}
    </fieldset>
  );
}
