import type { accounts as english } from '../en/accounts.js';
import type { MessagesOf } from '../messages-of.js';

export const accounts: MessagesOf<typeof english> = {
  invalidEmail: 'कृपया सही ई-मेल पता डालें',
  passwordTooShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  nameTooShort: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  nameTooLong: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  nameInvalid: 'नाम में कंट्रोल अक्षर नहीं हो सकते',
  passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  wrongAddress:
    'यह पेज ऐसे पते पर खोला गया है जिस पर Littlestar जवाब नहीं देता। {url} खोलें और फिर से कोशिश करें।',
  languageInvalid: 'कृपया en या hi चुनें',
  dotInPath: 'नहीं मिला: पते में "." या ".." वाला हिस्सा है।',
  tooManyFailedSignIns:
    'इस खाते में लॉग इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  auth: {
    invalidCredentials: 'ई-मेल या पासवर्ड सही नहीं है',
    userExists: 'इस ई-मेल से खाता पहले से मौजूद है। कोई दूसरा ई-मेल इस्तेमाल करें।',
    userExistsShort: 'इस ई-मेल से खाता पहले से मौजूद है।',
    invalidToken: 'यह लिंक या टोकन मान्य नहीं है',
    invalidPassword: 'पासवर्ड सही नहीं है',
    emailNotVerified: 'ई-मेल पते की पुष्टि नहीं हुई है',
  },
  verification: {
    required:
      'अपनी मुफ़्त कहानी बनाने के लिए कृपया अपने ई-मेल पते की पुष्टि करें। हमने आपको एक लिंक भेजा है; आप उसे दोबारा भी भेज सकते हैं।',
  },
  leave: {
    passwordRequired: 'अपना खाता हटाने के लिए कृपया अपना पासवर्ड डालें।',
    wrongPassword: 'पासवर्ड सही नहीं है।',
    signInAgain:
      'आपकी सुरक्षा के लिए: कृपया लॉग आउट करें, Google से दोबारा लॉग इन करें और 5 मिनट के अंदर अपना खाता हटाएँ।',
    exportQueued: 'हम आपका डेटा तैयार कर रहे हैं। तैयार होते ही हम आपको उसका लिंक ई-मेल करेंगे।',
    exportRunning:
      'आपने जो डेटा माँगा था, हम उसे अभी तैयार कर रहे हैं। तैयार होते ही हम आपको उसका लिंक ई-मेल करेंगे।',
    exportTooLarge: 'आपका डेटा एक डाउनलोड के लिए बहुत बड़ा है, इसलिए हम zip फ़ाइल तैयार नहीं कर सके।',
  },
};
