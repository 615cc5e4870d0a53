/** Credits, purchases and gift codes. */
export const credits = {
  notEnough:
    'Not enough credits: this needs {needed, plural, one {{needed} credit} other {{needed} credits}} and you have {balance, plural, one {{balance} credit} other {{balance} credits}}. Add {missing, plural, one {{missing} credit} other {{missing} credits}} more to continue.',
  verificationFailed: 'Payment verification failed. Please try again or contact support.',
  providerNotAnswering: 'The payment provider is not answering. Please try again.',
  createOrderUnanswered: 'Failed to create order: the payment provider did not answer.',
  noSuchOrder: 'No such order.',
  noSuchPayment: 'No such payment.',
  orderCancelled: 'This order was cancelled. Please start a new purchase.',
  noSuchPlan: 'body.plan_id: there is no plan "{plan}"',
  /** How a purchase was paid, as the receipt names it (paidWithText). */
  paidWith: {
    razorpay: '{method}, through Razorpay',
    testCheckout: 'Test checkout (no real money was charged)',
  },
  gifts: {
    fromNameRequired: 'Please enter your name.',
    recipientNameRequired: 'Please enter who the gift is for.',
    codeRequired: 'Please enter the gift code.',
    codeMalformed:
      'A gift code has 28 letters and digits, like ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345.',
    unknown: 'This gift code is not valid. Please check it and try again.',
    voided: 'This gift code was cancelled: its payment was refunded.',
    redeemed: 'This gift code has already been redeemed.',
    expired: 'This gift code has expired: codes can be redeemed for a year after they are bought.',
    alreadyShown: 'This gift code was already shown. It is shown only once.',
    notPaid: 'This gift has not been paid yet.',
    notFound: 'Gift not found.',
    messageRefused:
      "Some words in this message can't go with a gift for a children's book. Please change them and try again.",
    checkUnavailable:
      "We couldn't check this message just now. Nothing was sent; please try again in a few minutes.",
  },
} as const;
