import type { UserDataSection } from '../../user-data.js';
import {
  childStoragePrefixes,
  deleteChildrenOfUser,
  FORGET_AFTER_SECONDS,
  forgetChildJob,
  listChildRows,
} from './service.js';

/** A parent's children: their profiles in the export; deleted with the account. */
export const childrenUserData: UserDataSection = {
  key: 'children',
  async exportData({ context, userId }) {
    const rows = await listChildRows(context.database.db, userId);
    return rows.map((child) => ({
      id: child.id,
      name: child.name,
      age: child.age,
      pronouns: child.pronouns,
      training_status: child.trainingStatus,
      likeness: child.likeness,
      // The picture judge's reference (face descriptors: biometric data) is named, not copied:
      // it is sealed, and means nothing outside the judge (docs/pictures.md).
      likeness_reference: child.likenessReference
        ? 'kept: the face descriptors of the training photos, sealed, used only to check that each picture of the books looks like this child'
        : null,
      likeness_check: child.isLikenessCheckEnabled ? 'on' : 'off',
      created_at: child.createdAt.toISOString(),
    }));
  },
  async forget({ context, tx, userId }) {
    const deleted = await deleteChildrenOfUser({ db: tx, userId });
    // The likeness provider's copy and a second pass over storage, once jobs on them are done.
    for (const child of deleted) {
      await context.queue.enqueue(forgetChildJob, child, {
        tx,
        startAfterSeconds: FORGET_AFTER_SECONDS,
      });
    }
    return { now: deleted.flatMap((child) => childStoragePrefixes(child.childId)), later: [] };
  },
};
