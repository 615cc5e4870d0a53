import { Pause, Play, SlidersHorizontal } from 'lucide-react';
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
import { readerBarButton } from './reader-bar';

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
  const inLanguage = state.voices.filter((each) => each.lang.toLowerCase().startsWith(lang));
  const voices = inLanguage.length > 0 ? inLanguage : state.voices;
  const isPlaying = state.status === 'playing';
  const label = isPlaying
    ? 'Pause Reading'
    : state.status === 'paused'
      ? 'Resume Reading'
      : 'Read Aloud';

  return (
    <div className="flex items-center gap-1" role="group" aria-label="Read aloud">
      <Button
        variant={isPlaying ? 'secondary' : 'outline'}
        size="sm"
        className={readerBarButton.className}
        title={label}
        onClick={() => controller.toggle(state.status === 'idle' ? startUnit() : undefined)}
      >
        {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        <span className={readerBarButton.label}>{label}</span>
      </Button>
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
