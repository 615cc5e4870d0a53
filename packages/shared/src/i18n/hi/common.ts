import type { common as english } from '../en/common.js';
import type { MessagesOf } from '../messages-of.js';

export const common: MessagesOf<typeof english> = {
  authRequired: 'इसके लिए लॉग इन करना ज़रूरी है। कृपया लॉग इन करें।',
  somethingWentWrong: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  malformedJson: 'अनुरोध के body में JSON सही नहीं है',
  valueNotStored: 'अनुरोध का एक मान सहेजा नहीं जा सकता।',
  noSuchEndpoint: 'ऐसा कोई endpoint नहीं है: {method} {path}',
  crossSite: 'दूसरी साइट से आया अनुरोध स्वीकार नहीं किया गया।',
  notAccepted: 'अनुरोध स्वीकार नहीं किया गया।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  tooManyTries: 'बहुत ज़्यादा कोशिशें हो गईं। {seconds} सेकंड बाद फिर से कोशिश करें।',
  rateLimited:
    'बहुत ज़्यादा अनुरोध: {per, select, user {एक खाते} other {एक पते}} से हर {unit, select, hour {{count, plural, one {घंटे} other {{count} घंटे}}} minute {{count, plural, one {मिनट} other {{count} मिनट}}} other {{count} सेकंड}} में ज़्यादा से ज़्यादा {max}। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  nulCharacters: '{where}: इसमें NUL अक्षर नहीं हो सकते',
  validation: {
    required: 'यह ज़रूरी है',
    invalidType: 'मान सही नहीं है: {expected} होना चाहिए',
    tooShort: 'बहुत छोटा है: कम से कम {minimum} अक्षर होने चाहिए',
    tooLong: 'बहुत लंबा है: ज़्यादा से ज़्यादा {maximum} अक्षर हो सकते हैं',
    tooSmall: 'बहुत छोटा है: कम से कम {minimum} होना चाहिए',
    tooBig: 'बहुत बड़ा है: ज़्यादा से ज़्यादा {maximum} हो सकता है',
    tooFewItems: 'बहुत कम हैं: कम से कम {minimum} होने चाहिए',
    tooManyItems: 'बहुत ज़्यादा हैं: ज़्यादा से ज़्यादा {maximum} हो सकते हैं',
    invalidFormat: 'रूप सही नहीं है',
    invalidEmail: 'ई-मेल पता सही नहीं है',
    invalidValue: 'यह विकल्प मान्य नहीं है',
    unknownKeys: 'अनजान फ़ील्ड: {keys}',
    invalid: 'मान सही नहीं है',
  },
};
