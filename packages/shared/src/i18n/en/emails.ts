/** The e-mails Littlestar sends a parent (and a gift's recipient), in the account's language. */
export const emails = {
  greeting: 'Hi {name},',
  greetingNoName: 'Hi,',
  visitLittlestar: 'Visit Littlestar',
  ignoreIfNotAsked: 'If you did not ask for this, you can ignore this e-mail.',
  passwordReset: {
    subject: 'Reset your Littlestar password',
    asked: 'Someone (hopefully you) asked to reset the password of your Littlestar account.',
    openLink: 'Open this link within one hour to choose a new password:',
    action: 'Choose a new password',
    footnote:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  verification: {
    subject: 'Verify your e-mail address for Littlestar',
    welcome: 'Welcome to Littlestar! Please confirm that this e-mail address is yours.',
    openLink: 'Open this link within three days to verify it. Then you can make your free story:',
    action: 'Verify my e-mail address',
    footnote:
      'If you did not sign up for Littlestar, you can ignore this e-mail: nothing happens without the click.',
  },
  accountDeleted: {
    subject: 'Your Littlestar account has been deleted',
    deleted:
      'Your Littlestar account has been deleted, as you asked: your children, their photos, your stories, their pictures and books, and your feedback are gone.',
    kept: 'We keep only the record of your credits and payments, for our bookkeeping, without your name or e-mail address. This is the last e-mail we send you.',
    footnote:
      'If you did not delete your account yourself, someone knew your password: please write to {supportEmail}.',
  },
  dataExport: {
    subject: 'Your Littlestar data is ready',
    ready:
      'The copy of your data you asked for is ready: one zip file with your profile, your children, your stories with their books, your credits, payments and feedback.',
    linkWorks: 'The link works for 7 days:',
    action: 'Download my data',
    footnote: 'If you did not ask for this, you can ignore this e-mail. Nobody else gets the link.',
  },
  dataExportTooLarge: {
    subject: 'We could not prepare your Littlestar data',
    writeToUs: 'Please write to {supportEmail} and we will send you your data another way.',
  },
  storyReady: {
    subject: '{childName}\'s story "{title}" is ready',
    ready: '"{title}" is ready: a new story starring {childName}, with a picture on every page.',
    open: 'Open it to read it together, or download it as a book.',
    action: 'Read the story',
  },
  training: {
    readySubject: '{childName} is ready for stories',
    failedSubject: "We could not finish {childName}'s profile",
    ready: "Good news: {childName}'s profile is ready.",
    readyNext: 'You can now create stories where {childName} is the hero.',
    failed: "Something went wrong while we learned {childName}'s likeness from the photos.",
    failedNext:
      'Please open the profile, check the photos (clear, solo photos work best) and try again.',
    action: 'Open Littlestar',
  },
  receipt: {
    subject: 'Your Littlestar receipt: {plan} plan, {money}',
    thanks:
      "Thank you! {credits, plural, one {{credits} credit} other {{credits} credits}} are now in your account, ready for a child's profile or a new story.",
    thanksGift:
      'Thank you! Your gift of {credits, plural, one {{credits} credit} other {{credits} credits}} is paid: its code is under Give credits on the plans page.',
    plan: 'Plan: {plan} ({credits, plural, one {{credits} credit} other {{credits} credits}}, valid for {days, plural, one {{days} day} other {{days} days}})',
    amount: 'Amount paid: {money}',
    paidWith: 'Paid with: {paidWith}',
    paymentId: 'Payment ID: {id}',
    orderId: 'Order ID: {id}',
    date: 'Date: {date}',
    action: 'See your transactions',
    footnote: 'Keep this e-mail as your receipt. Questions about a payment? Just reply.',
  },
  giftCode: {
    subject: '{fromName} sent you a Littlestar gift',
    sent: "{fromName} sent you {credits, plural, one {{credits} credit} other {{credits} credits}} for Littlestar's personalised storybooks, where your child is the hero.",
    code: 'Your gift code: {code}',
    redeemBy: 'Redeem it by {date}: sign in (or sign up) and enter the code.',
    action: 'Redeem your gift',
    footnote: 'The code can be redeemed once. Keep it safe until you do.',
  },
  bookGift: {
    subject: '{senderName} sent you a book: "{title}"',
    coverAlt: 'The cover of "{title}"',
    sent: '{senderName} sent you "{title}", a picture book made with Littlestar.',
    open: 'Open the link to read it in your browser: no account needed.',
    action: 'Read the book',
    footnote:
      'You got this e-mail because someone typed your address to send you this book. Littlestar does not keep your address.',
  },
} as const;
