// Operator logs never show an address: SMTP errors quote rejected recipients ("550 <x@y.de> …").
const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, "<address>");
}
