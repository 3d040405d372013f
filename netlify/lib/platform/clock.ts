// The server's clock for sales decisions (opening and closing times, early-bird prices, promo
// code days). One place so a test can set the time to the second (tests/integration/sales.test.ts).
export const clock = { now: (): Date => new Date() };
