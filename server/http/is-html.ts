/** Whether a Content-Type is an HTML page's (the viewer splice and zstd's known parts act on those only). */
export const isHtml = (contentType: string): boolean => /^text\/html/i.test(contentType);
