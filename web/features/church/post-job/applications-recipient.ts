// The sentence under the post form's Contact Email: where the server will e-mail this position's
// applications, following what the church types (docs/decisions/0029-mail-replies-and-order.md).

/** 'Applications will be e-mailed to {contact e-mail typed, else the account's e-mail}.' */
export function applicationsGoTo(
  contactEmail: string | null | undefined,
  accountEmail: string,
): string {
  const typed = contactEmail?.trim();
  return `Applications will be e-mailed to ${typed ? typed : accountEmail}.`;
}
