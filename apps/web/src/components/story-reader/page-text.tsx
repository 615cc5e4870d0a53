import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { TextRange } from './read-aloud-controller';

/**
 * A page's text, with the sentence being read aloud marked and, inside it, the word. Marks
 * are plain spans styled by `data-reading`, so the text reads the same to a screen reader.
 */
export function PageText({
  text,
  sentences,
  activeSentence,
  activeWord,
  className,
  style,
  lang,
  as: Tag = 'p',
}: {
  text: string;
  /** The book's language, so a screen reader and the fonts read it as such. */
  lang?: string | undefined;
  sentences: readonly TextRange[];
  activeSentence: number | null;
  activeWord: TextRange | null;
  className?: string;
  style?: CSSProperties;
  as?: 'p' | 'span';
}) {
  const active = activeSentence === null ? undefined : sentences[activeSentence];
  if (!active)
    return (
      <Tag className={className} style={style} lang={lang}>
        {text}
      </Tag>
    );
  return (
    <Tag className={className} style={style} lang={lang}>
      {text.slice(0, active.start)}
      <span
        data-reading="sentence"
        className="rounded-md bg-amber-200/70 box-decoration-clone px-0.5 dark:bg-amber-300/20"
      >
        {withWord(text, active, activeWord)}
      </span>
      {text.slice(active.end)}
    </Tag>
  );
}

function withWord(text: string, sentence: TextRange, word: TextRange | null): ReactNode {
  if (!word || word.start < sentence.start || word.end > sentence.end) {
    return text.slice(sentence.start, sentence.end);
  }
  return (
    <>
      {text.slice(sentence.start, word.start)}
      <span
        data-reading="word"
        className={cn(
          'rounded-sm underline decoration-brand-500 decoration-4 underline-offset-4',
          'dark:decoration-brand-300',
        )}
      >
        {text.slice(word.start, word.end)}
      </span>
      {text.slice(word.end, sentence.end)}
    </>
  );
}
