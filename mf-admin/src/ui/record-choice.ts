// A record chosen in a `<select>` (a category, the festival's category) that may be none: the select holds text,
// '' for none; the contract takes the record's id, or null.

export const choiceOf = (id: number | null): string => (id === null ? '' : String(id));

export const chosenId = (choice: string): number | null => (choice === '' ? null : Number(choice));
