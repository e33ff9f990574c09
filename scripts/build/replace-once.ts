/**
 * `code` with `find` replaced by `replace`, for the build's changes to a library's code
 * (decisions 045, 048): the text must be there exactly once, else `failure` is thrown — a
 * library whose code reads otherwise is to be read again before the build goes on.
 */
export function replaceExactlyOnce(code: string, find: string, replace: string, failure: () => Error): string {
  const at = code.indexOf(find);
  if (at === -1 || code.indexOf(find, at + 1) !== -1) throw failure();
  return code.slice(0, at) + replace + code.slice(at + find.length);
}
