// DESIGN.md's registration states as the organizer sees them, from what is stored. Pure.
import { registrationStates, type RegistrationState } from './admin-contract.ts';

/**
 * The state of a registration: its stored payment status, except that a pending one whose hold
 * has ended (`holds` false: computed by the database, db/repositories/holds.ts) is expired.
 */
export function registrationState(paymentStatus: string, holds: boolean): RegistrationState {
  if (paymentStatus === 'pending' || !(registrationStates as readonly string[]).includes(paymentStatus)) {
    return holds ? 'pending' : 'expired';
  }
  return paymentStatus as RegistrationState;
}
