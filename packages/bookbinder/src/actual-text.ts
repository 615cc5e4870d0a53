/*
 * Text a PDF reader can read back as it was written, for scripts whose glyphs are drawn in
 * another order than their characters.
 */

/**
 * Scripts whose shaped glyphs are not in the order of their characters: Devanagari's short i is
 * drawn before the consonant it follows and a reph above the syllable after it, and one glyph
 * stands for a whole conjunct. A reader of the glyphs (copy and paste, search, a screen reader,
 * pdftotext) would get such words back scrambled, so their runs carry their text as ActualText
 * (ISO 32000-1, 14.9.4). Devanagari and the other Indic scripts.
 */
const REORDERING_SCRIPTS =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;

/**
 * Runs `draw`, one pdfkit text() call drawing `text`, with its text object marked as a span
 * whose ActualText is `text` when its script needs it. The marks go inside BT…ET: a reader
 * places the span's text by the text state in force when the span ends (poppler does), and
 * pdfkit's text() sets that state up for its text object alone and takes it away again after
 * ET, so a span around the whole call would be placed nowhere. pdfkit has no hook inside its
 * text object, hence the wrapped addContent.
 */
export function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void) {
  if (!REORDERING_SCRIPTS.test(text)) return void draw();
  const addContent = doc.addContent.bind(doc);
  // A text string in UTF-16BE with its byte order mark (ISO 32000-1, 7.9.2.2).
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex');
  doc.addContent = (data: string) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span <</ActualText <${utf16}>>> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    // Back to pdfkit's own method (from its prototype).
    delete (doc as { addContent?: unknown }).addContent;
  }
}
