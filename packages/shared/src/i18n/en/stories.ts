/** Stories, their pages and the checks on a parent's words. */
export const stories = {
  notFound: 'Story not found',
  beingGenerated: 'Story is being generated. Please wait for some time.',
  failedTooOften:
    'This story could not be made three times. Please change its details before trying again.',
  complete: 'This story is already complete and can no longer be changed.',
  changedMeanwhile: 'This story was changed meanwhile. Please try again.',
  freeStoriesSpent:
    "Today's free stories have all been made. Please try again tomorrow, or add your own child.",
  freeStoriesPaused: 'Free stories are paused today. Please try again tomorrow.',
  ideaCheckUnavailable:
    "We couldn't check this story idea just now. Nothing was charged; please try again in a few minutes.",
  shares: {
    gone: 'This book is no longer shared',
    notComplete: 'Only a finished book can be shared.',
    notFound: 'Share link not found.',
    tooMany: 'A book can have at most {max} open links. Revoke one to make another.',
    pdfNotShared: 'This link does not include the PDF.',
  },
  /** The story form's own checks (the shared schema's messages). */
  form: {
    titleRequired: 'Please enter a story title',
    themeRequired: 'Please select a story theme',
    settingRequired: 'Please select a story setting',
  },
  gifts: {
    senderNameRequired: 'Please enter your name.',
    recipientRequired: "Please enter the recipient's e-mail address.",
    verificationRequired:
      'Please verify your e-mail address to send a book as a gift. Open the link we sent you, or send yourself a new one from the free story page.',
    limitReached: 'You can send at most {max} gifts a day. Please try again tomorrow.',
    messageRefused:
      "Some words in this message can't go with a children's book. Please change them and try again.",
  },
  /** Printed books: ordering one and paying for it. */
  print: {
    off: 'Printed books are not offered here.',
    storyNotReady: 'This book can be ordered once its print files are ready.',
    country: 'We cannot ship printed books to this country yet.',
    noShipping: 'The printer offers no shipping to this address.',
    level: 'This shipping option is not offered for this address.',
    printerDown: 'The printing service is not answering. Please try again in a few minutes.',
    notPayable: 'This order can no longer be paid. Please start a new order.',
    otherPayment: 'This payment is for another order.',
  },
  hindiUnavailable:
    'Books in Hindi need an AI writer, and this server writes stories offline in English only. Please choose English.',
  cast: {
    tooMany: 'A story can have at most {max} companions',
    nameRequired: 'Please enter a name for each companion',
    sameChildTwice: 'Each child can be in the cast only once',
    heroInCast: "The story's hero is already in the story",
    childNotReady:
      "{name} is not ready yet: {name}'s photos must be trained before they can join a story",
    nameRefused:
      "The name of companion {position} can't go in a children's book. Please choose another name.",
    childNotFound: 'That child is not one of yours',
  },
  pages: {
    notComplete: 'Pages can be changed once the story is complete.',
    textRequired: 'Please write the words of this page',
    tooManyWords: 'A page for this age holds at most {limit} words. Please make it shorter.',
    noSuchPage: 'This story has no such page.',
    redrawOpen:
      'A new picture for this page is being drawn or waiting for your choice. Please choose first.',
    nothingToKeep: 'There is no new picture of this page to choose.',
    redrawsPaused: 'Pictures cannot be drawn again right now. Please try again tomorrow.',
    noteRefused:
      "Some words in this note can't go in a children's book. Please change them and try again.",
    checkUnavailable:
      "We couldn't check this note just now. Nothing was charged; please try again in a few minutes.",
    textRefused:
      "Some words on this page can't go in a children's book. Please change them and try again.",
    textCheckUnavailable:
      "We couldn't check these words just now. Nothing was saved; please try again in a few minutes.",
  },
} as const;
