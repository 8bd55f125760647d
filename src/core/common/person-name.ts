/** Who a person is on screen and in records: first and last name, else the e-mail. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.email;
}
