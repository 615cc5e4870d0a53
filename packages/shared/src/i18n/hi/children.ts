import type { children as english } from '../en/children.js';
import type { MessagesOf } from '../messages-of.js';

export const children: MessagesOf<typeof english> = {
  notFound: 'बच्चे की प्रोफ़ाइल नहीं मिली।',
  nameRequired: 'कृपया अपने बच्चे का नाम डालें',
  nameTooLong: 'नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  cannotEdit: 'ट्रेनिंग की मौजूदा स्थिति में बच्चे की प्रोफ़ाइल बदली नहीं जा सकती',
  detailsLockedWhileTraining: 'ट्रेनिंग पूरी होते ही नाम, उम्र और सर्वनाम ठीक किए जा सकते हैं।',
  likenessNotReady: 'ट्रेनिंग पूरी होने के बाद ही चेहरे की झलक बदली जा सकती है।',
  uploadFirst: 'ट्रेनिंग शुरू करने से पहले फ़ोटो अपलोड करें।',
  checkUnavailable: 'हम अभी फ़ोटो की जाँच नहीं कर सके। कृपया फिर से कोशिश करें।',
  demoNotFound: 'डेमो बच्चा नहीं मिला।',
  photos: {
    tooMany: 'आप ज़्यादा से ज़्यादा 10 फ़ोटो अपलोड कर सकते हैं।',
    tooFew: 'कृपया कम से कम {minimum} फ़ोटो अपलोड करें',
  },
};
