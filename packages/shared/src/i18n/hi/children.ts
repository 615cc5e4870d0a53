import type { children as english } from '../en/children.js';
import type { MessagesOf } from '../messages-of.js';

export const children: MessagesOf<typeof english> = {
  notFound: 'बच्चे की प्रोफ़ाइल नहीं मिली।',
  nameRequired: 'कृपया अपने बच्चे का नाम डालें',
  nameTooLong: 'नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
  cannotEdit: 'ट्रेनिंग की मौजूदा स्थिति में बच्चे की प्रोफ़ाइल बदली नहीं जा सकती',
  detailsLockedWhileTraining: 'ट्रेनिंग पूरी होते ही नाम, उम्र और सर्वनाम ठीक किए जा सकते हैं।',
  devanagariOnly: 'कृपया नाम सिर्फ़ देवनागरी अक्षरों में लिखें (उदाहरण: आरव)',
  likenessNotReady: 'ट्रेनिंग पूरी होने के बाद ही चेहरे की झलक बदली जा सकती है।',
  uploadFirst: 'ट्रेनिंग शुरू करने से पहले फ़ोटो अपलोड करें।',
  checkUnavailable: 'हम अभी फ़ोटो की जाँच नहीं कर सके। कृपया फिर से कोशिश करें।',
  demoNotFound: 'डेमो बच्चा नहीं मिला।',
  characterSheet: {
    offline: 'इस सर्वर पर तस्वीरें कैरेक्टर शीट के बिना बनाई जाती हैं।',
    notReady: 'प्रोफ़ाइल तैयार होने के बाद ही नई तस्वीर बनाई जा सकती है।',
    alreadyDrawing: 'एक नई तस्वीर पहले से बन रही है।',
    oncePerDay: 'आप दिन में एक बार नई तस्वीर माँग सकते हैं।',
  },
  likenessCheck: {
    photosGone:
      'ट्रेनिंग के बाद फ़ोटो हटा दी गई थीं, इसलिए इस बच्चे के लिए चेहरा-मिलान जाँच दोबारा चालू नहीं की जा सकती।',
    noFaceMeasured:
      'हमारे पास बची फ़ोटो में कोई चेहरा मापा नहीं जा सका, इसलिए इस बच्चे के लिए चेहरा-मिलान जाँच चालू नहीं की जा सकती।',
    photosChanged: 'इस बीच फ़ोटो बदल गईं। कृपया फिर से कोशिश करें।',
  },
  freeStoryUsed:
    'आप {childName} के साथ अपनी मुफ़्त कहानी बना चुके हैं। और कहानियाँ बनाने के लिए अपने बच्चे की प्रोफ़ाइल जोड़ें और क्रेडिट ख़रीदें।',
  photos: {
    tooMany: 'आप ज़्यादा से ज़्यादा 10 फ़ोटो अपलोड कर सकते हैं।',
    tooFew: 'कृपया कम से कम {minimum} फ़ोटो अपलोड करें',
    usableSome: '{total} में से {usable} फ़ोटो इस्तेमाल हो सकती हैं: {missing} और जोड़ें।',
    usableAll: '{total} में से {usable} फ़ोटो इस्तेमाल हो सकती हैं।',
    noFace: 'फ़ोटो {index}: इस फ़ोटो में हमें कोई चेहरा नहीं मिला।',
    severalFaces: 'फ़ोटो {index}: इस फ़ोटो में दूसरे लोग भी हैं: ऐसी फ़ोटो चुनें जिसमें आपका बच्चा अकेला हो।',
    faceTooSmall: 'फ़ोटो {index}: इस फ़ोटो में आपके बच्चे का चेहरा बहुत छोटा है।',
    someoneElse: 'फ़ोटो {index}: यह कोई और लगता है।',
    notAnImage: 'zip में {name} है, जो JPEG, PNG या WebP तस्वीर नहीं है।',
    tooLarge: '{name} का आकार {megabytes} MB से ज़्यादा है।',
    tooManyPixels: '{name} {megapixels} मेगापिक्सल से बड़ी है।',
    unreadableImage: '{name} को तस्वीर के रूप में पढ़ा नहीं जा सका।',
    wrongFormat: '{name} JPEG, PNG या WebP तस्वीर नहीं है।',
    archiveInside: '{name} zip के अंदर एक और archive है; सिर्फ़ फ़ोटो ही जोड़ें।',
    folderInZip: 'zip में एक फ़ोल्डर ({name}) है; सिर्फ़ फ़ोटो जोड़ें।',
    linkInZip: 'zip में एक लिंक ({name}) है; सिर्फ़ फ़ोटो जोड़ें।',
    tooManyImages: 'zip में {max} से ज़्यादा तस्वीरें हैं।',
    tooManyEntries: 'zip में {max} से ज़्यादा फ़ाइलें हैं।',
    uploadTooLarge: 'फ़ोटो अपलोड की सीमा से बड़ी हैं ({name})।',
  },
};
