import { Pause, Play, SlidersHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { useLocale, useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  READ_ALOUD_RATES,
  type ReadAloudController,
  type ReadAloudState,
} from './read-aloud-controller';
import { ReaderBarButton } from './reader-bar-button';
import { voicesFor } from './read-aloud-voices';

/** Play/pause, and a menu of reading speeds and voices (the story language's, if any). */
export function ReadAloudControls({
  controller,
  state,
  startUnit,
  lang = 'en',
}: {
  controller: ReadAloudController;
  state: ReadAloudState;
  /** Where reading starts when it is off: the page on screen. */
  startUnit: () => number;
  lang?: string;
}) {
  const t = useTranslations('reader.readAloud');
  const voice = controller.currentVoice();
  const inLanguage = voicesFor(state.voices, lang);
  const voices = inLanguage.length > 0 ? inLanguage : state.voices;
  const isPlaying = state.status === 'playing';
  const label = isPlaying ? t('pause') : state.status === 'paused' ? t('resume') : t('read');

  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('group')}>
      <ReaderBarButton
        variant={isPlaying ? 'secondary' : 'outline'}
        icon={isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        label={label}
        onClick={() => controller.toggle(state.status === 'idle' ? startUnit() : undefined)}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('settings')} title={t('settings')}>
            <SlidersHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[70vh] overflow-y-auto">
          <DropdownMenuLabel>{t('speed')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={String(state.rate)}
            onValueChange={(value) => controller.setRate(Number(value))}
          >
            {READ_ALOUD_RATES.map((rate) => (
              <DropdownMenuRadioItem key={rate.value} value={String(rate.value)}>
                {t(`rates.${RATE_KEYS[rate.label]}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {voices.length > 1 ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t('voice')}</DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={voice?.voiceURI ?? ''}
                onValueChange={(value) => controller.setVoice(value)}
              >
                {voices.map((each) => (
                  <DropdownMenuRadioItem key={each.voiceURI} value={each.voiceURI}>
                    {each.name}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The speeds' names, by the controller's English label. */
const RATE_KEYS = {
  Slow: 'slow',
  Relaxed: 'relaxed',
  Normal: 'normal',
  Quick: 'quick',
} as const satisfies Record<(typeof READ_ALOUD_RATES)[number]['label'], string>;

/**
 * What a parent reads where the browser has voices, but none for the book's language: in the
 * interface's language, naming the book's language in it ('Hindi', 'हिन्दी').
 */
function useNoVoiceMessage(lang: string): string {
  const t = useTranslations('reader.readAloud');
  const locale = useLocale();
  const language = new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  return t('noVoice', { language });
}

/**
 * Read Aloud where no voice speaks the book's language: the button stays where the parent
 * expects it and, pressed, says why it cannot read (a toast, which screen readers announce),
 * instead of vanishing or reading in the wrong voice.
 */
export function ReadAloudUnavailable({ lang }: { lang: string }) {
  const t = useTranslations('reader.readAloud');
  const message = useNoVoiceMessage(lang);
  return (
    <ReaderBarButton
      icon={<Play aria-hidden="true" />}
      label={t('read')}
      onClick={() => toast.info(message)}
    />
  );
}
