// Operator logs never show an address: SMTP errors quote rejected recipients ("550 <x@y.de> …").
// Each word (a run between separators) is looked at once, and one with an @ goes.
const WORD = /[^\s<>"'(),;:]+/g;

export function redactAddresses(text: string): string {
  return text.replace(WORD, (word) => (word.includes("@") ? "<address>" : word));
}
