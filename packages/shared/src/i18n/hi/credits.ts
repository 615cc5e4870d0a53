import type { credits as english } from '../en/credits.js';
import type { MessagesOf } from '../messages-of.js';

export const credits: MessagesOf<typeof english> = {
  notEnough:
    'क्रेडिट काफ़ी नहीं हैं: इसके लिए {needed} क्रेडिट चाहिए और आपके पास {balance} क्रेडिट हैं। आगे बढ़ने के लिए {missing} क्रेडिट और जोड़ें।',
  verificationFailed: 'भुगतान की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें।',
  providerNotAnswering: 'भुगतान सेवा जवाब नहीं दे रही है। कृपया फिर से कोशिश करें।',
  createOrderUnanswered: 'ऑर्डर नहीं बन सका: भुगतान सेवा ने जवाब नहीं दिया।',
  noSuchOrder: 'ऐसा कोई ऑर्डर नहीं है।',
  noSuchPayment: 'ऐसा कोई भुगतान नहीं है।',
  orderCancelled: 'यह ऑर्डर रद्द हो चुका है। कृपया नई ख़रीदारी शुरू करें।',
  noSuchPlan: 'body.plan_id: "{plan}" नाम का कोई प्लान नहीं है',
  paidWith: {
    razorpay: '{method}, Razorpay के ज़रिए',
    testCheckout: 'टेस्ट चेकआउट (कोई असली पैसा नहीं लिया गया)',
  },
  gifts: {
    fromNameRequired: 'कृपया अपना नाम डालें।',
    recipientNameRequired: 'कृपया बताएँ कि उपहार किसके लिए है।',
    codeRequired: 'कृपया उपहार कोड डालें।',
    codeMalformed: 'उपहार कोड में 28 अक्षर और अंक होते हैं, जैसे ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345।',
    unknown: 'यह उपहार कोड मान्य नहीं है। कृपया इसे जाँचें और फिर से कोशिश करें।',
    voided: 'यह उपहार कोड रद्द कर दिया गया है: इसका भुगतान लौटा दिया गया था।',
    redeemed: 'यह उपहार कोड पहले ही इस्तेमाल हो चुका है।',
    expired: 'इस उपहार कोड की समय-सीमा ख़त्म हो चुकी है: कोड ख़रीदने के एक साल के अंदर इस्तेमाल किए जा सकते हैं।',
    alreadyShown: 'यह उपहार कोड पहले ही दिखाया जा चुका है। इसे सिर्फ़ एक बार दिखाया जाता है।',
    notPaid: 'इस उपहार का भुगतान अभी नहीं हुआ है।',
    notFound: 'उपहार नहीं मिला।',
    messageRefused:
      'इस संदेश के कुछ शब्द बच्चों की किताब के उपहार के साथ नहीं जा सकते। कृपया उन्हें बदलकर फिर से कोशिश करें।',
    checkUnavailable:
      'हम अभी इस संदेश की जाँच नहीं कर सके। कुछ नहीं भेजा गया; कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },
};
