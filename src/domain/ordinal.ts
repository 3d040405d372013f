// English ordinals as the site writes them: the edition ("5th annual") and the day of the month
// ("September 25th at noon"). 11th, 12th and 13th are the exceptions to the last digit's rule.

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
