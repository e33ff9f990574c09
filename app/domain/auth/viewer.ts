/**
 * How a shared catalogue page names its signed-in viewer (decision 023): the server marks the
 * `<html>` element with this attribute and adds a JSON data block with this id.
 */
export const VIEWER_ATTRIBUTE = "data-viewer";
export const VIEWER_SCRIPT_ID = "shop-viewer";
