import type { WrittenStory } from '@littlestar/shared/story';

/**
 * A Hindi book on the demo shelf, written by the Littlestar team as sample content: not by a
 * language model, and not translated from an English book. The offline writer writes English
 * only, so without it a visitor of a server with no AI account could never see what a book in
 * Hindi looks like. It keeps the rules a Hindi book for a four-year-old is checked against
 * (product.md#story-language): at most 24 words a page, sentences of at most 12 words, and the
 * child's name. The picture briefs are English, as a model's are; the offline illustrator
 * draws from them.
 */
export const TIMTIM_THE_FIREFLY: WrittenStory = {
  title: 'आरव और टिमटिम जुगनू',
  cover: {
    brief:
      'Aarav at the edge of a forest at night, holding a tiny glowing firefly on his palm, his stripy blanket round his shoulders.',
  },
  pages: [
    {
      text: 'शाम हो गई थी। आरव धारीदार चादर ओढ़कर जंगल के किनारे बैठा था। पेड़ों के बीच एक नन्ही रोशनी चमकी, फिर बुझ गई।',
      brief:
        'Dusk at the edge of a forest; Aarav sits wrapped in his stripy blanket while a tiny light blinks between the trees.',
    },
    {
      text: 'आरव पास गया। एक पत्ते पर नन्हा जुगनू बैठा था। “मैं टिमटिम हूँ,” उसने धीरे से कहा। “मेरी रोशनी नहीं जल रही।”',
      brief: 'Aarav crouches by a leaf where a tiny firefly sits, its light dim.',
    },
    {
      text: '“तुम उदास क्यों हो?” आरव ने पूछा। “मैं अपने परिवार से बिछड़ गई हूँ,” टिमटिम बोली। “अँधेरे में घर नहीं दिखता।”',
      brief: 'Aarav talks kindly to the sad little firefly among the dark trees.',
    },
    {
      text: 'आरव ने टिमटिम को हथेली पर बिठाया। “डरो मत,” उसने कहा। “हम साथ मिलकर ढूँढेंगे।” दोनों जंगल के अंदर चल पड़े।',
      brief: 'Aarav walks into the forest carrying the firefly on his open palm.',
    },
    {
      text: 'एक पेड़ पर बूढ़ा उल्लू बैठा था। “जुगनू तालाब के पास रहते हैं,” उल्लू बोला। “मेंढकों का गाना सुनते चलो।”',
      brief: 'An old owl on a branch points the way while Aarav listens.',
    },
    {
      text: 'आरव ने ध्यान से सुना। टर्र-टर्र, टर्र-टर्र! गाना पास आता गया। टिमटिम की रोशनी ज़रा-सी चमकी।',
      brief: 'Aarav follows the sound of frogs singing by the path; the firefly glows faintly.',
    },
    {
      text: 'तालाब पर सैकड़ों जुगनू चमक रहे थे। लगता था, तारे नीचे उतर आए हैं। “माँ!” टिमटिम चिल्लाई। उसकी रोशनी जगमगा उठी।',
      brief:
        'Hundreds of fireflies glow over a pond like fallen stars; the little firefly flies to its mother, shining bright.',
    },
    {
      text: 'जुगनुओं ने आरव के लिए घर तक रोशनी बिछा दी। उस रात आरव मुस्कुराकर सोया। दोस्त की मदद करो, तो दिल भी चमकता है।',
      brief:
        'Fireflies light a glowing path home for Aarav, who falls asleep smiling under his stripy blanket.',
    },
  ],
};
