/** Product §5: a message's length is counted in characters (code points), not UTF-16 units or bytes. */
export function messageLength(text: string): number {
  return [...text].length;
}
