/** The 'Benutzerakte' of a member in the back-office (issue 30); every back-office row that names a user links here. */
export function userRecordPath(userId: string): string {
  return `/admin/user-management/${userId}`;
}
