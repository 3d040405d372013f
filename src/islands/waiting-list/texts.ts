// The waiting list's own words for what the server did not say (a failure without an answer).
export const waitingListTexts = {
  failed: 'Sorry, something went wrong. Please try again.',
  offerFailed: 'Your offer could not be opened just now. Please reload the page to try again.',
} as const;
