// "1 contract", "3 contracts": a count with its noun in the right number.

/** The count and its noun, singular for exactly one (`plural` defaults to the noun + "s"). */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}
