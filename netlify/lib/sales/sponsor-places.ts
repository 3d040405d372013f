// A sponsor level with no place left refuses a buyer (SPEC: a taken level cannot be bought). Only
// places sold keep a buyer out (src/domain/sales.ts's placesUsed); the capacity is a sales setting
// checked under the level's lock by register, order creation and capture, and payments.
export const sponsorLevelFullMessage = 'This sponsorship level is no longer available.';
