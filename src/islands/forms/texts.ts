// Texts every form shows, whether React renders it (Field.tsx, ErrorSummary.tsx, hydration.tsx)
// or it is prebuilt HTML with a small script (the contact and Notify Me forms, enhance.ts).

export const summaryTitle = 'There is a problem';

export const loadingNoteText = 'The form is still loading. What you type is kept; the button works in a moment.';
