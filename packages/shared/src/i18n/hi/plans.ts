/** The credit plans' words in Hindi (en/plans.ts). */
export const plans = {
  starter: {
    description: 'एक नन्हा सितारा और उसकी पहली कुछ कहानियाँ।',
  },
  standard: {
    description: 'उन परिवारों के लिए जिनमें कुछ नन्हे सितारे हैं और सोने से पहले की ढेर सारी कहानियाँ।',
  },
  premium: {
    description: 'पूरे साल के लिए कहानियों की एक पूरी लाइब्रेरी।',
  },
  features: {
    personalised: {
      name: 'आपके बच्चे की अपनी कहानियाँ',
      description: 'हर कहानी का हीरो आपका बच्चा है',
    },
    illustrated: {
      name: 'चित्रों वाले पन्ने',
      description: 'हर पन्ने के चित्र में आपका बच्चा',
    },
    pdf: { name: 'PDF डाउनलोड', description: 'हर पूरी कहानी की प्रिंट के लिए तैयार PDF' },
    severalChildren: {
      name: 'कई बच्चे',
      description: 'भाई-बहनों और चचेरे भाई-बहनों के लिए कहानियाँ',
    },
    prioritySupport: {
      name: 'प्राथमिकता वाली सहायता',
      description: 'हमारी टीम से एक कामकाजी दिन के भीतर जवाब',
    },
  },
} as const;
