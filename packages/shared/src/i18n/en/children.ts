/** Children's profiles, their photos and the likeness made from them. */
export const children = {
  notFound: 'Child not found.',
  nameRequired: "Please enter your child's name",
  nameTooLong: 'Name must be at most 60 characters',
  cannotEdit: 'Cannot edit child with current training status',
  detailsLockedWhileTraining:
    'Name, age and pronouns can be corrected as soon as training has finished.',
  likenessNotReady: 'The likeness can be changed once training has finished.',
  uploadFirst: 'Upload the photos before starting the training.',
  checkUnavailable: 'We could not check the photos just now. Please try again.',
  demoNotFound: 'Demo child not found.',
  photos: {
    tooMany: 'You can only upload up to 10 images.',
    tooFew: 'Please upload at least {minimum} images',
  },
} as const;
