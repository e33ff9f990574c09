const MAX_REMEMBERED = 256;

/**
 * `negotiate`, worked out once per distinct `Accept-Encoding` value: browsers send a handful of
 * them. At most 256 are remembered; past that the memory starts again.
 */
export function perAcceptEncoding<T>(negotiate: (acceptEncoding: string) => T): (acceptEncoding: string) => T {
  const answers = new Map<string, T>();
  return (acceptEncoding) => {
    let answer = answers.get(acceptEncoding);
    if (answer === undefined) {
      answer = negotiate(acceptEncoding);
      if (answers.size >= MAX_REMEMBERED) answers.clear();
      answers.set(acceptEncoding, answer);
    }
    return answer;
  };
}
