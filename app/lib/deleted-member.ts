/**
 * How other members' data names a member whose account was deleted (issue #28): notifications
 * that named them as reviewer or voter, and the contest audit log. Set by the account deletion
 * (features/account), shown by the inbox and the back-office.
 */
export const DELETED_MEMBER = "Gelöschtes Mitglied";
