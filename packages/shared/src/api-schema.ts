/* Generated from GET /api/openapi.json by openapi-typescript (apps/server/src/http/openapi.test.ts, UPDATE_API_TYPES=1). */

export interface paths {
  '/api/auth/sign-up/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account with e-mail and password, and sign in */
    post: operations['signUpWithEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-in/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['signInWithEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-in/social': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a Google sign-in: answers the address of Google's consent page */
    post: operations['signInWithGoogle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/request-password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password-reset link (the answer is the same whether the address has an account) */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the e-mailed link's token */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the session ends and its cookie is cleared */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/send-verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the signed-in user's address a verification link */
    post: operations['sendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/get-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current session and its user, or null for a visitor */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the database and the job queue answer */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site-facts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How long photos are kept and which parts use AI services (for the FAQ) */
    get: operations['getSiteFacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analytics/page-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a page view of the web app */
    post: operations['recordPageView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every credit plan with its USD and INR prices, in the Accept-Language (public) */
    get: operations['listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Razorpay's payment events (signed with the webhook secret) */
    post: operations['receivePaymentWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/webhook/lulu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lulu's print job status changes (signed: Lulu-HMAC-SHA256) */
    post: operations['receiveLuluWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/training/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many photos a child needs (the browser checks before uploading) */
    get: operations['getTrainingLimits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shared/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared book's title, cover and pages, for anyone with the link */
    get: operations['getSharedBook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shared/{token}/cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared book's cover picture: a redirect to its signed URL */
    get: operations['getSharedBookCover'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shared/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared book's PDF, when its link allows the download */
    get: operations['downloadSharedBookPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/children': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The demo children (no login) */
    get: operations['listDemoChildren'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/children/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One demo child (no login) */
    get: operations['getDemoChild'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/children/{id}/stories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A demo child's stories: the seeded ones, and the signed-in user's free one */
    get: operations['listDemoStories'];
    put?: never;
    /** Create your free story for a demo child (one per demo child) */
    post: operations['createDemoStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/stories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seeded demo story, or the signed-in user's own free story */
    get: operations['getDemoStory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    /**
     * Delete my account: children, photos, stories, books, feedback and sessions go at once
     * @description Needs the password, or for an account without one a sign-in of the last 5 minutes. The credit ledger and payments stay, anonymised.
     */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    /**
     * Change my account's language
     * @description The language Littlestar answers this account in (`detail`) and writes its e-mails in: `en` or `hi`. The answer is the account as `GET /api/me` gives it.
     */
    patch: operations['updateAccount'];
    trace?: never;
  };
  '/api/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Download my data: a zip is built and its link e-mailed
     * @description Refused (409) while an export asked for earlier is still being prepared.
     */
    post: operations['requestDataExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's credit balance */
    get: operations['getCredits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/credit-usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credit ledger entries, newest first, a page at a time */
    get: operations['listCreditUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/create-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Opens a payment order for a plan in USD or INR */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verifies checkout's payment proof and grants the plan's credits */
    post: operations['verifyPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/payment-status/{payment_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The status of a purchase, by payment id or order id */
    get: operations['getPaymentStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/receipt/{order_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What one purchase bought: plan, credits, validity, amount, payment id and date */
    get: operations['getPaymentReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/fail-order/{order_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks an order failed when its checkout is dismissed */
    post: operations['failOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/payment-transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchases, newest first, a page at a time */
    get: operations['listPaymentTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/simulated/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The simulated checkout: pays an order as Razorpay test mode would */
    post: operations['paySimulatedOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-codes/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Opens a payment order for a plan bought as a gift (then paid as any order) */
    post: operations['createGiftOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The gifts the user bought, newest first (never their codes) */
    get: operations['listGiftCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-codes/{id}/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Makes a paid gift's code and answers it this once; may mail it to the recipient */
    post: operations['generateGiftCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-codes/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a gift code's credits to the user's balance, once for every code */
    post: operations['redeemGiftCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The countries printed books are shipped to (404 when printing is off) */
    get: operations['getPrintOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/shipping-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A finished story's book: each shipping option with its price */
    post: operations['listPrintShippingOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's printed book orders, newest first */
    get: operations['listPrintOrders'];
    put?: never;
    /** Quotes a printed book for an address and shipping option (an order to pay) */
    post: operations['createPrintOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One printed book order */
    get: operations['getPrintOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/{id}/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Opens the payment of a quoted order for its price (the plans' checkout) */
    post: operations['startPrintOrderCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/print-orders/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verifies the checkout's payment proof; a paid order is sent to the printer */
    post: operations['payPrintOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/children': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's children, newest first */
    get: operations['listChildren'];
    put?: never;
    /** Create a child profile (spends CHILD_CREDIT_COST credits) */
    post: operations['createChild'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/children/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One child */
    get: operations['getChild'];
    /** Correct name, age and pronouns (any time except while training runs) */
    put: operations['updateChild'];
    post?: never;
    /** Delete a child with its photos, stories and every stored file */
    delete: operations['deleteChild'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/children/{id}/likeness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Adjust the child's likeness profile (skin, hair, eyes, colours, glasses) */
    patch: operations['updateLikeness'];
    trace?: never;
  };
  '/api/children/{id}/likeness-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Turn the likeness check off (deletes the child's face reference) or on (measures the kept photos again; 409 when they are gone) */
    put: operations['updateLikenessCheck'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/children/{id}/character-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a new character sheet (the portrait every picture copies): once a day, drawn in the background */
    post: operations['requestCharacterSheet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/training/{childId}/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Where to send the photo zip: a signed PUT of application/zip, or (S3) a POST form of the given fields and then `file` */
    post: operations['createPhotoUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/training/{childId}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the uploaded photos and queue the likeness training */
    post: operations['startTraining'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/training/{childId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Training status of a child */
    get: operations['getTrainingStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/children/{id}/stories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A child's stories, newest first */
    get: operations['listChildStories'];
    put?: never;
    /** Create a story (pending until generated) for a child whose profile is ready */
    post: operations['createStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One story with its pages, signed picture URLs and progress */
    get: operations['getStory'];
    /** Change the details of a pending or failed story */
    put: operations['updateStory'];
    post?: never;
    /** Delete a story with its pictures (no refund) */
    delete: operations['deleteStory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The printable book (application/pdf attachment, 8.5 × 8.5 in) of a complete story */
    get: operations['downloadStoryPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/print-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A story's print files: their status, links once ready, and the preflight */
    get: operations['getPrintFiles'];
    put?: never;
    /** Start making the print files of a complete story (an 8.75 in interior with bleed, a hardcover wrap); nothing new while they are being made or ready */
    post: operations['requestPrintFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/pages/{n}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the words of page n (1…pages) of a complete story: checked for the child's age and by the content check, saved at once, free; the book is bound again */
    put: operations['updateStoryPage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/pages/{n}/redraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Draw the picture of page n (0 the cover) of a complete story again, with an optional note: free PAGE_REDRAWS_PER_STORY times, then PAGE_REDRAW_CREDIT_COST credits (refunded if it fails); the old picture stays until one is kept */
    post: operations['requestPictureRedraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/pages/{n}/keep': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep the new or the old picture of page n (0 the cover) once it is drawn again; the other file is deleted and the book is bound again */
    post: operations['recordPictureChoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make the story (spends STORY_CREDIT_COST credits; refunded if it fails) */
    post: operations['generateStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/stories/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The printable book of a seeded demo story or of your own free one */
    get: operations['downloadDemoStoryPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/stories/{id}/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make your free story (no credits; once per demo child; a verified address) */
    post: operations['generateDemoStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send feedback, a suggestion, a complaint or advice to support */
    post: operations['sendFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A read-only link to a complete story (its address is answered this once) */
    post: operations['createShareLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stories/{id}/gifts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a new link to a complete story, with a message, as a gift */
    post: operations['sendStoryGift'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's open links, newest first; with story_id, that story's */
    get: operations['listShareLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shares/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Ends a link at once: it answers 410 from now on */
    delete: operations['deleteShareLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  signUpWithEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the session cookie is set, and `set-auth-token` carries the signed bearer token. */
      200: {
        headers: {
          'set-auth-token'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string | null;
            user: {
              id: string;
              email: string;
              name: string;
              emailVerified: boolean;
            };
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  signInWithEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the session cookie is set, and `set-auth-token` carries the signed bearer token. */
      200: {
        headers: {
          'set-auth-token'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string | null;
            user: {
              id: string;
              email: string;
              name: string;
              emailVerified: boolean;
            };
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Not signed in, or the credentials are wrong. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid_credentials';
          };
        };
      };
      /** @description Not allowed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'forbidden';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  signInWithGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          provider: 'google';
          callbackURL?: string;
          errorCallbackURL?: string;
        };
      };
    };
    responses: {
      /** @description Google's consent page, to open in the browser. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
            redirect: boolean;
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          redirectTo?: string;
        };
      };
    };
    responses: {
      /** @description Accepted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description The password is changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
          };
        };
      };
      /** @description Not signed in, or the credentials are wrong. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description Not allowed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'forbidden';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  sendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          callbackURL?: string;
        };
      };
    };
    responses: {
      /** @description Sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: boolean;
          };
        };
      };
      /** @description The request is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description Not signed in, or the credentials are wrong. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description Too many requests; `Retry-After` says when to try again. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              id: string;
              expiresAt: string;
            };
            user: {
              id: string;
              email: string;
              name: string;
              emailVerified: boolean;
            };
          } | null;
        };
      };
      /** @description Not signed in, or the credentials are wrong. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            /** @enum {string} */
            database: 'ok';
            /** @enum {string} */
            queue: 'ok';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  getSiteFacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            photo_retention_days: number;
            /** @enum {string} */
            likeness: 'offline' | 'ai';
            /** @enum {string} */
            story_text: 'offline' | 'ai';
            /** @enum {string} */
            story_images: 'offline' | 'ai';
            print_orders: boolean;
            story_languages?: ('en' | 'hi')[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  recordPageView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          path: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'too_large';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            description: string;
            credits: number;
            max_children: number;
            max_stories: number;
            duration_days: number;
            features: {
              name: string;
              description: string;
              included: boolean;
            }[];
            price: number;
            price_usd_cents: number;
            price_inr_paise: number;
            is_popular: boolean;
          }[];
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  receivePaymentWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'processed' | 'duplicate' | 'ignored';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  receiveLuluWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'processed' | 'ignored';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getTrainingLimits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            min_photos: number;
            max_photos: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getSharedBook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
            }[];
            allow_pdf: boolean;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gone';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getSharedBookCover: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gone';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  downloadSharedBookPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'forbidden';
          };
        };
      };
      /** @description An error. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gone';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  listDemoChildren: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            imageUrl: string | null;
            avatar_url: string;
            description: string;
          }[];
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getDemoChild: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            imageUrl: string | null;
            avatar_url: string;
            description: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  listDemoStories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
            free: boolean;
          }[];
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createDemoStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          theme:
            | 'adventure'
            | 'friendship'
            | 'courage'
            | 'learning'
            | 'family'
            | 'magic'
            | 'nature'
            | 'space';
          /** @enum {string} */
          setting:
            | 'forest'
            | 'ocean'
            | 'space'
            | 'magical kingdom'
            | 'city'
            | 'mountain'
            | 'jungle'
            | 'desert'
            | 'school'
            | 'underwater';
          conflict?: string | null;
          moral?: string | null;
          /** @enum {string} */
          language?: 'en' | 'hi';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
            free: boolean;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'language_unavailable' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'free_story_used';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getDemoStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
            free: boolean;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            full_name: string | null;
            email_verified: boolean;
            /**
             * @default en
             * @enum {string}
             */
            language: 'en' | 'hi';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'wrong_password' | 'sign_in_again';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'hi';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            full_name: string | null;
            email_verified: boolean;
            /**
             * @default en
             * @enum {string}
             */
            language: 'en' | 'hi';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  requestDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'queued';
            detail: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total_credits: number;
            child_credit_cost: number;
            story_credit_cost: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  listCreditUsage: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              type:
                | 'top-up'
                | 'child creation'
                | 'story creation'
                | 'picture redraw'
                | 'referral-bonus'
                | 'refund'
                | 'gift'
                | 'other';
              description: string;
              amount: number;
              balance_after: number;
              created_at: string;
            }[];
            total: number;
            page: number;
            page_size: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan_id: string;
          /** @enum {string} */
          currency: 'USD' | 'INR';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key_id: string;
            amount: number;
            /** @enum {string} */
            currency: 'USD' | 'INR';
            order_id: string;
            plan_id: string;
            plan_name: string;
            credits: number;
            duration_days: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  verifyPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          razorpay_order_id: string;
          razorpay_payment_id: string;
          razorpay_signature: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'created' | 'pending' | 'completed' | 'failed' | 'refunded';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  getPaymentStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        payment_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'created' | 'pending' | 'completed' | 'failed' | 'refunded';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  getPaymentReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_id: string;
            payment_id: string | null;
            /** @enum {string} */
            status: 'created' | 'pending' | 'completed' | 'failed' | 'refunded';
            plan_name: string;
            credits: number;
            duration_days: number;
            amount: number;
            /** @enum {string} */
            currency: 'USD' | 'INR';
            paid_at: string | null;
            paid_with: string | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  failOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'created' | 'pending' | 'completed' | 'failed' | 'refunded';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listPaymentTransactions: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              provider: 'razorpay' | 'simulated';
              provider_payment_id: string | null;
              amount: number;
              /** @enum {string} */
              currency: 'USD' | 'INR';
              /** @enum {string} */
              status: 'created' | 'pending' | 'completed' | 'failed' | 'refunded';
              created_at: string;
              plan_id: string;
              plan_name: string;
              provider_response: {
                order_id: string;
                receipt: string;
                method: string | null;
              };
            }[];
            total: number;
            page: number;
            page_size: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  paySimulatedOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            razorpay_order_id: string;
            razorpay_payment_id: string;
            razorpay_signature: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  createGiftOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan_id: string;
          /** @enum {string} */
          currency: 'USD' | 'INR';
          from_name: string;
          recipient_name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key_id: string;
            amount: number;
            /** @enum {string} */
            currency: 'USD' | 'INR';
            order_id: string;
            plan_id: string;
            plan_name: string;
            credits: number;
            duration_days: number;
            gift_id: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'message_refused' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listGiftCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            gift_codes: {
              id: string;
              order_id: string;
              plan_name: string;
              credits: number;
              from_name: string;
              recipient_name: string;
              /** @enum {string} */
              status: 'unpaid' | 'open' | 'redeemed' | 'void' | 'expired';
              code_shown: boolean;
              expires_at: string | null;
              redeemed_at: string | null;
              created_at: string;
            }[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  generateGiftCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recipient_email?: string;
          /** @default  */
          message?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            order_id: string;
            plan_name: string;
            credits: number;
            from_name: string;
            recipient_name: string;
            /** @enum {string} */
            status: 'unpaid' | 'open' | 'redeemed' | 'void' | 'expired';
            code_shown: boolean;
            expires_at: string | null;
            redeemed_at: string | null;
            created_at: string;
            code: string;
            is_mailed: boolean;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'message_refused' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_code_shown' | 'gift_not_paid';
          };
        };
      };
      /** @description An error. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_code_void';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  redeemGiftCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            credits: number;
            from_name: string;
            total_credits: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_code_unknown';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_code_redeemed';
          };
        };
      };
      /** @description An error. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_code_expired' | 'gift_code_void';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getPrintOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            countries: {
              code: string;
              name: string;
            }[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listPrintShippingOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          story_id: string;
          address: {
            name: string;
            street1: string;
            /** @default  */
            street2?: string;
            city: string;
            /** @default  */
            state_code?: string;
            postcode: string;
            country_code: string;
            phone_number: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            options: {
              /** @enum {string} */
              level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
              price_cents: number;
            }[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listPrintOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              story_id: string | null;
              story_title: string;
              /** @enum {string} */
              status:
                | 'quoted'
                | 'paying'
                | 'paid'
                | 'created'
                | 'in_production'
                | 'shipped'
                | 'cancelled'
                | 'rejected';
              /** @enum {string} */
              shipping_level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
              price_cents: number;
              /** @enum {string} */
              currency: 'USD';
              page_count: number;
              tracking: {
                carrier: string | null;
                number: string;
                url: string | null;
              } | null;
              refund: ('due' | 'done') | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  createPrintOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          story_id: string;
          address: {
            name: string;
            street1: string;
            /** @default  */
            street2?: string;
            city: string;
            /** @default  */
            state_code?: string;
            postcode: string;
            country_code: string;
            phone_number: string;
          };
          /** @enum {string} */
          shipping_level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            story_id: string | null;
            story_title: string;
            /** @enum {string} */
            status:
              | 'quoted'
              | 'paying'
              | 'paid'
              | 'created'
              | 'in_production'
              | 'shipped'
              | 'cancelled'
              | 'rejected';
            /** @enum {string} */
            shipping_level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
            price_cents: number;
            /** @enum {string} */
            currency: 'USD';
            page_count: number;
            tracking: {
              carrier: string | null;
              number: string;
              url: string | null;
            } | null;
            refund: ('due' | 'done') | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  getPrintOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            story_id: string | null;
            story_title: string;
            /** @enum {string} */
            status:
              | 'quoted'
              | 'paying'
              | 'paid'
              | 'created'
              | 'in_production'
              | 'shipped'
              | 'cancelled'
              | 'rejected';
            /** @enum {string} */
            shipping_level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
            price_cents: number;
            /** @enum {string} */
            currency: 'USD';
            page_count: number;
            tracking: {
              carrier: string | null;
              number: string;
              url: string | null;
            } | null;
            refund: ('due' | 'done') | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  startPrintOrderCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key_id: string;
            amount: number;
            /** @enum {string} */
            currency: 'USD' | 'INR';
            order_id: string;
            plan_id: string;
            plan_name: string;
            credits: number;
            duration_days: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  payPrintOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          razorpay_order_id: string;
          razorpay_payment_id: string;
          razorpay_signature: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            story_id: string | null;
            story_title: string;
            /** @enum {string} */
            status:
              | 'quoted'
              | 'paying'
              | 'paid'
              | 'created'
              | 'in_production'
              | 'shipped'
              | 'cancelled'
              | 'rejected';
            /** @enum {string} */
            shipping_level: 'MAIL' | 'PRIORITY_MAIL' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';
            price_cents: number;
            /** @enum {string} */
            currency: 'USD';
            page_count: number;
            tracking: {
              carrier: string | null;
              number: string;
              url: string | null;
            } | null;
            refund: ('due' | 'done') | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listChildren: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          }[];
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createChild: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          age: number;
          /** @enum {string} */
          pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
          name_devanagari?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_enough_credits';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getChild: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateChild: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          age: number;
          /** @enum {string} */
          pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
          name_devanagari?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_locked';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  deleteChild: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateLikeness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          skinTone?: string;
          hairColor?: string;
          eyeColor?: string;
          favoriteColor?: string;
          /** @enum {string} */
          hairStyle?:
            'short' | 'long' | 'curly' | 'wavy' | 'braids' | 'ponytail' | 'afro' | 'bun' | 'buzz';
          glasses?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_not_ready';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateLikenessCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  requestCharacterSheet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            name_devanagari: string | null;
            age: number;
            /** @enum {string} */
            pronouns: 'he/him' | 'she/her' | 'they/them' | 'other';
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
            imageUrl: string | null;
            photo_count: number;
            likeness: {
              skinTone: string;
              hairColor: string;
              eyeColor: string;
              favoriteColor: string;
              /** @enum {string} */
              hairStyle:
                | 'short'
                | 'long'
                | 'curly'
                | 'wavy'
                | 'braids'
                | 'ponytail'
                | 'afro'
                | 'bun'
                | 'buzz';
              glasses: boolean;
            };
            training_warnings: string[];
            likeness_measured: (
              'skinTone' | 'hairColor' | 'eyeColor' | 'favoriteColor' | 'hairStyle' | 'glasses'
            )[];
            character_sheet: {
              /** @enum {string} */
              status: 'none' | 'drawing' | 'ready';
              drawn_at: string | null;
              next_redraw_at: string | null;
            } | null;
            likeness_check: {
              enabled: boolean;
              has_reference: boolean;
            };
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_not_ready' | 'already_drawing' | 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createPhotoUploadUrl: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        childId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            upload_url: string;
            /** @enum {string} */
            upload_method: 'PUT' | 'POST';
            upload_fields: {
              [key: string]: string;
            };
            expires_in: number;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_locked';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  startTraining: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        childId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            child_id: string;
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'photos_rejected' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_locked';
          };
        };
      };
      /** @description An error. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'too_large';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getTrainingStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        childId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            child_id: string;
            /** @enum {string} */
            training_status: 'not_started' | 'queued' | 'training' | 'completed' | 'failed';
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'conflict';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  listChildStories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          }[];
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          theme:
            | 'adventure'
            | 'friendship'
            | 'courage'
            | 'learning'
            | 'family'
            | 'magic'
            | 'nature'
            | 'space';
          /** @enum {string} */
          setting:
            | 'forest'
            | 'ocean'
            | 'space'
            | 'magical kingdom'
            | 'city'
            | 'mountain'
            | 'jungle'
            | 'desert'
            | 'school'
            | 'underwater';
          conflict?: string | null;
          moral?: string | null;
          cast?: (
            | {
                child_id: string;
              }
            | {
                name: string;
                /** @enum {string} */
                kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                /** @enum {string} */
                colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                /** @enum {string} */
                skin?:
                  | 'fair'
                  | 'light'
                  | 'light medium'
                  | 'medium'
                  | 'tan'
                  | 'brown'
                  | 'deep brown'
                  | 'deep';
              }
          )[];
          /** @enum {string} */
          language?: 'en' | 'hi';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'cast_refused' | 'language_unavailable' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'child_not_ready';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  getStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          theme:
            | 'adventure'
            | 'friendship'
            | 'courage'
            | 'learning'
            | 'family'
            | 'magic'
            | 'nature'
            | 'space';
          /** @enum {string} */
          setting:
            | 'forest'
            | 'ocean'
            | 'space'
            | 'magical kingdom'
            | 'city'
            | 'mountain'
            | 'jungle'
            | 'desert'
            | 'school'
            | 'underwater';
          conflict?: string | null;
          moral?: string | null;
          cast?: (
            | {
                child_id: string;
              }
            | {
                name: string;
                /** @enum {string} */
                kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                /** @enum {string} */
                colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                /** @enum {string} */
                skin?:
                  | 'fair'
                  | 'light'
                  | 'light medium'
                  | 'medium'
                  | 'tan'
                  | 'brown'
                  | 'deep brown'
                  | 'deep';
              }
          )[];
          /** @enum {string} */
          language?: 'en' | 'hi';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'cast_refused' | 'language_unavailable' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'story_complete' | 'already_generating';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  deleteStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  downloadStoryPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'already_generating' | 'story_not_complete';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  getPrintFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'making' | 'ready' | 'failed';
            interior_url: string | null;
            cover_url: string | null;
            preflight: {
              ok: boolean;
              problems: string[];
              page_count: number;
              page_size_inches: number;
              bleed_inches: number;
              cover_size_inches: {
                width: number;
                height: number;
              };
              fonts: {
                name: string;
                type: string;
                embedded: boolean;
              }[];
              pictures: number;
              lowest_picture_ppi: number | null;
            } | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  requestPrintFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'making' | 'ready' | 'failed';
            interior_url: string | null;
            cover_url: string | null;
            preflight: {
              ok: boolean;
              problems: string[];
              page_count: number;
              page_size_inches: number;
              bleed_inches: number;
              cover_size_inches: {
                width: number;
                height: number;
              };
              fonts: {
                name: string;
                type: string;
                embedded: boolean;
              }[];
              pictures: number;
              lowest_picture_ppi: number | null;
            } | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'story_not_complete';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  updateStoryPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'text_refused' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'already_generating' | 'story_not_complete' | 'changed_meanwhile';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  requestPictureRedraw: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'note_refused' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_enough_credits';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'already_generating' | 'story_not_complete' | 'changed_meanwhile' | 'redraw_open';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  recordPictureChoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          picture: 'new' | 'old';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            child_id: string;
            title: string;
            /** @enum {string} */
            theme:
              | 'adventure'
              | 'friendship'
              | 'courage'
              | 'learning'
              | 'family'
              | 'magic'
              | 'nature'
              | 'space';
            /** @enum {string} */
            setting:
              | 'forest'
              | 'ocean'
              | 'space'
              | 'magical kingdom'
              | 'city'
              | 'mountain'
              | 'jungle'
              | 'desert'
              | 'school'
              | 'underwater';
            conflict: string | null;
            moral: string | null;
            cast: (
              | {
                  child_id: string;
                  name: string;
                }
              | {
                  name: string;
                  /** @enum {string} */
                  kind: 'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                  /** @enum {string} */
                  colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                  /** @enum {string} */
                  skin?:
                    | 'fair'
                    | 'light'
                    | 'light medium'
                    | 'medium'
                    | 'tan'
                    | 'brown'
                    | 'deep brown'
                    | 'deep';
                }
            )[];
            /** @enum {string} */
            language: 'en' | 'hi';
            /** @enum {string} */
            status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
            created_at: string;
            cover_url: string | null;
            pages: {
              id: string;
              text: string;
              image_url: string | null;
              redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
            }[];
            progress: {
              /** @enum {string} */
              stage: 'writing' | 'illustrating' | 'binding';
              pages_illustrated: number;
              pages_total: number;
            } | null;
            cover_redraw?: {
              /** @enum {string} */
              status: 'drawing' | 'ready' | 'failed';
              note: string | null;
              candidate_url: string | null;
            } | null;
            cover_judged?: {
              likeness: number | null;
              mark: ('redrawn' | 'short') | null;
            } | null;
            likeness?: number | null;
            redraws?: {
              free_left: number;
              credit_cost: number;
            } | null;
            page_word_limit?: number | null;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code:
              'already_generating' | 'story_not_complete' | 'changed_meanwhile' | 'nothing_to_keep';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  generateStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            story: {
              id: string;
              child_id: string;
              title: string;
              /** @enum {string} */
              theme:
                | 'adventure'
                | 'friendship'
                | 'courage'
                | 'learning'
                | 'family'
                | 'magic'
                | 'nature'
                | 'space';
              /** @enum {string} */
              setting:
                | 'forest'
                | 'ocean'
                | 'space'
                | 'magical kingdom'
                | 'city'
                | 'mountain'
                | 'jungle'
                | 'desert'
                | 'school'
                | 'underwater';
              conflict: string | null;
              moral: string | null;
              cast: (
                | {
                    child_id: string;
                    name: string;
                  }
                | {
                    name: string;
                    /** @enum {string} */
                    kind:
                      'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                    /** @enum {string} */
                    colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                    /** @enum {string} */
                    skin?:
                      | 'fair'
                      | 'light'
                      | 'light medium'
                      | 'medium'
                      | 'tan'
                      | 'brown'
                      | 'deep brown'
                      | 'deep';
                  }
              )[];
              /** @enum {string} */
              language: 'en' | 'hi';
              /** @enum {string} */
              status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
              created_at: string;
              cover_url: string | null;
              pages: {
                id: string;
                text: string;
                image_url: string | null;
                redraw?: {
                  /** @enum {string} */
                  status: 'drawing' | 'ready' | 'failed';
                  note: string | null;
                  candidate_url: string | null;
                } | null;
                judged?: {
                  likeness: number | null;
                  mark: ('redrawn' | 'short') | null;
                } | null;
              }[];
              progress: {
                /** @enum {string} */
                stage: 'writing' | 'illustrating' | 'binding';
                pages_illustrated: number;
                pages_total: number;
              } | null;
              cover_redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              cover_judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
              likeness?: number | null;
              redraws?: {
                free_left: number;
                credit_cost: number;
              } | null;
              page_word_limit?: number | null;
            };
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'idea_refused' | 'language_unavailable' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_enough_credits';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code:
              'failed_too_often' | 'story_complete' | 'already_generating' | 'changed_meanwhile';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  downloadDemoStoryPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'already_generating' | 'story_not_complete';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  generateDemoStory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            story: {
              id: string;
              child_id: string;
              title: string;
              /** @enum {string} */
              theme:
                | 'adventure'
                | 'friendship'
                | 'courage'
                | 'learning'
                | 'family'
                | 'magic'
                | 'nature'
                | 'space';
              /** @enum {string} */
              setting:
                | 'forest'
                | 'ocean'
                | 'space'
                | 'magical kingdom'
                | 'city'
                | 'mountain'
                | 'jungle'
                | 'desert'
                | 'school'
                | 'underwater';
              conflict: string | null;
              moral: string | null;
              cast: (
                | {
                    child_id: string;
                    name: string;
                  }
                | {
                    name: string;
                    /** @enum {string} */
                    kind:
                      'dog' | 'cat' | 'rabbit' | 'grandma' | 'grandpa' | 'mum' | 'dad' | 'friend';
                    /** @enum {string} */
                    colour?: 'black' | 'brown' | 'golden' | 'ginger' | 'grey' | 'white';
                    /** @enum {string} */
                    skin?:
                      | 'fair'
                      | 'light'
                      | 'light medium'
                      | 'medium'
                      | 'tan'
                      | 'brown'
                      | 'deep brown'
                      | 'deep';
                  }
              )[];
              /** @enum {string} */
              language: 'en' | 'hi';
              /** @enum {string} */
              status: 'pending' | 'generating' | 'generating_images' | 'complete' | 'error';
              created_at: string;
              cover_url: string | null;
              pages: {
                id: string;
                text: string;
                image_url: string | null;
                redraw?: {
                  /** @enum {string} */
                  status: 'drawing' | 'ready' | 'failed';
                  note: string | null;
                  candidate_url: string | null;
                } | null;
                judged?: {
                  likeness: number | null;
                  mark: ('redrawn' | 'short') | null;
                } | null;
              }[];
              progress: {
                /** @enum {string} */
                stage: 'writing' | 'illustrating' | 'binding';
                pages_illustrated: number;
                pages_total: number;
              } | null;
              cover_redraw?: {
                /** @enum {string} */
                status: 'drawing' | 'ready' | 'failed';
                note: string | null;
                candidate_url: string | null;
              } | null;
              cover_judged?: {
                likeness: number | null;
                mark: ('redrawn' | 'short') | null;
              } | null;
              likeness?: number | null;
              redraws?: {
                free_left: number;
                credit_cost: number;
              } | null;
              page_word_limit?: number | null;
              free: boolean;
            };
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'idea_refused' | 'language_unavailable' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'verification_required';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code:
              'free_story_used' | 'failed_too_often' | 'already_generating' | 'changed_meanwhile';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  sendFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'Feedback' | 'Suggestion' | 'Complaint' | 'Advice';
          message: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            created_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  createShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default null */
          expires_in_days?: number | null;
          /** @default false */
          allow_pdf?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            story_id: string;
            story_title: string;
            allow_pdf: boolean;
            expires_at: string | null;
            created_at: string;
            view_count: number;
            gift_to: string | null;
            url: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'story_not_complete' | 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  sendStoryGift: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recipient_email: string;
          sender_name: string;
          /** @default  */
          message?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            share_id: string;
            story_id: string;
            sent_to: string;
            sent_at: string;
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'message_refused' | 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'verification_required';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'story_not_complete' | 'conflict';
          };
        };
      };
      /** @description An error. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'gift_limit_reached' | 'rate_limited';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
      /** @description An error. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unavailable';
          };
        };
      };
    };
  };
  listShareLinks: {
    parameters: {
      query?: {
        story_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shares: {
              id: string;
              story_id: string;
              story_title: string;
              allow_pdf: boolean;
              expires_at: string | null;
              created_at: string;
              view_count: number;
              gift_to: string | null;
            }[];
          };
        };
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
  deleteShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'invalid';
          };
        };
      };
      /** @description An error. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'unauthorized';
          };
        };
      };
      /** @description An error. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'not_found';
          };
        };
      };
      /** @description An error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What went wrong, in words to show a person. */
            detail: string;
            /**
             * @description What went wrong, for a program.
             * @enum {string}
             */
            code: 'internal';
          };
        };
      };
    };
  };
}
