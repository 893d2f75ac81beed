// The one answer of a payment provider a refund acts on: a refusal. Every provider throws it (payments/).
/**
 * The provider answered that it will not make the refund: nothing was given back. Any other failure of
 * `refund` leaves the outcome unknown (the answer was lost): the refund waits, and is asked again with its key.
 */
export class RefundRefused extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RefundRefused';
  }
}
