import { Pause, Play, SlidersHorizontal } from 'lucide-react';
import { toast } from 'sonner';
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
  const voice = controller.currentVoice();
  const inLanguage = voicesFor(state.voices, lang);
  const voices = inLanguage.length > 0 ? inLanguage : state.voices;
  const isPlaying = state.status === 'playing';
  const label = isPlaying
    ? 'Pause Reading'
    : state.status === 'paused'
      ? 'Resume Reading'
      : 'Read Aloud';

  return (
    <div className="flex items-center gap-1" role="group" aria-label="Read aloud">
      <ReaderBarButton
        variant={isPlaying ? 'secondary' : 'outline'}
        icon={isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        label={label}
        onClick={() => controller.toggle(state.status === 'idle' ? startUnit() : undefined)}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Reading speed and voice"
            title="Reading speed and voice"
          >
            <SlidersHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[70vh] overflow-y-auto">
          <DropdownMenuLabel>Speed</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={String(state.rate)}
            onValueChange={(value) => controller.setRate(Number(value))}
          >
            {READ_ALOUD_RATES.map((rate) => (
              <DropdownMenuRadioItem key={rate.value} value={String(rate.value)}>
                {rate.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {voices.length > 1 ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Voice</DropdownMenuLabel>
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

/** What a parent reads where the browser has voices, but none for the book's language. */
export function noVoiceMessage(lang: string): string {
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  return (
    `This browser has no ${language} voice, so it cannot read this book aloud. ` +
    `Adding a ${language} voice in your device's language settings turns it on.`
  );
}

/**
 * Read Aloud where no voice speaks the book's language: the button stays where the parent
 * expects it and, pressed, says why it cannot read (a toast, which screen readers announce),
 * instead of vanishing or reading in the wrong voice.
 */
export function ReadAloudUnavailable({ lang }: { lang: string }) {
  return (
    <ReaderBarButton
      icon={<Play aria-hidden="true" />}
      label="Read Aloud"
      onClick={() => toast.info(noVoiceMessage(lang))}
    />
  );
}
