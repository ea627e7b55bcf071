// Address rules of product §5.

export type AddressProblem = 'errors.addressRequired' | 'errors.addressEmpty';

/** 'looks good' when the address is over 5 characters and contains a comma or space. */
export function addressLooksGood(address: string): boolean {
  const a = address.trim();
  return a.length > 5 && /[,\s]/.test(a);
}

/**
 * Nothing typed at all: 'Please enter an address'. Only blanks typed: 'Address cannot be empty'.
 */
export function addressProblem(address: string): AddressProblem | null {
  if (address.length === 0) return 'errors.addressRequired';
  if (address.trim().length === 0) return 'errors.addressEmpty';
  return null;
}
