/** Children's profiles, their photos and the likeness made from them. */
export const children = {
  notFound: 'Child not found.',
  nameRequired: "Please enter your child's name",
  nameTooLong: 'Name must be at most 60 characters',
  cannotEdit: 'Cannot edit child with current training status',
  detailsLockedWhileTraining:
    'Name, age and pronouns can be corrected as soon as training has finished.',
  devanagariOnly: 'Please write the name in Devanagari letters only (for example: आरव)',
  likenessNotReady: 'The likeness can be changed once training has finished.',
  uploadFirst: 'Upload the photos before starting the training.',
  checkUnavailable: 'We could not check the photos just now. Please try again.',
  demoNotFound: 'Demo child not found.',
  characterSheet: {
    offline: 'Pictures on this server are drawn without a character sheet.',
    notReady: 'A new picture can be drawn once the profile is ready.',
    alreadyDrawing: 'A new picture is already being drawn.',
    oncePerDay: 'You can ask for a new picture once a day.',
  },
  likenessCheck: {
    photosGone:
      'The photos were deleted after training, so the likeness check cannot be turned on again for this child.',
    noFaceMeasured:
      'No face could be measured in the photos we still have, so the likeness check cannot be turned on for this child.',
    photosChanged: 'The photos changed meanwhile. Please try again.',
  },
  freeStoryUsed:
    'You have already made your free story with {childName}. To make more, add your own child and buy credits.',
  photos: {
    tooMany: 'You can only upload up to 10 images.',
    tooFew: 'Please upload at least {minimum} images',
    /** The photo check's refusal, sentence by sentence (photoCheckDetail). */
    usableSome: '{usable} of {total} photos can be used: add {missing} more.',
    usableAll: '{usable} of {total} photos can be used.',
    noFace: 'Photo {index}: We could not find a face in this photo.',
    severalFaces:
      'Photo {index}: Other people are in this photo: choose one where your child is alone.',
    faceTooSmall: "Photo {index}: Your child's face is too small in this photo.",
    someoneElse: 'Photo {index}: This looks like someone else.',
    notAnImage: 'The zip contains {name}, which is not a JPEG, PNG or WebP image.',
    tooLarge: '{name} is larger than {megabytes} MB.',
    tooManyPixels: '{name} is larger than {megapixels} megapixels.',
    unreadableImage: '{name} is not a readable image.',
    wrongFormat: '{name} is not a JPEG, PNG or WebP image.',
    archiveInside: '{name} is an archive inside the zip; add the photos themselves.',
    folderInZip: 'The zip contains a folder ({name}); add the photos only.',
    linkInZip: 'The zip contains a link ({name}); add the photos only.',
    tooManyImages: 'The zip has more than {max} images.',
    tooManyEntries: 'The zip has more than {max} entries.',
    uploadTooLarge: 'The photos are larger than the upload allows ({name}).',
  },
} as const;
