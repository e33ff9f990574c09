import { describe, expect, it } from "vitest";
import { isOversizedBody, readForm, readJson } from "./read-form.server";

const post = (body: BodyInit, contentType?: string, extra: Record<string, string> = {}) =>
  new Request("http://shop.test/sign-in", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType, ...extra } : extra,
  });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    const { data, init } = thrown as { data: { ok: boolean; toast: { description: string } }; init: ResponseInit };
    return { status: init.status, ok: data.ok, description: data.toast.description };
  }
  throw new Error("expected a refusal");
}

describe("reading a form", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("email=a%40b.in", "application/x-www-form-urlencoded"))).get("email")).toBe("a@b.in");
    const multipart = new FormData();
    multipart.set("name", "Inverter");
    expect((await readForm(new Request("http://shop.test/admin", { method: "POST", body: multipart }))).get("name")).toBe("Inverter");
  });

  it("answers 415 to a body that is not a form, before reading it", async () => {
    expect(await refusal(readForm(post('{"email":"a"}', "application/json")))).toEqual({
      status: 415,
      ok: false,
      description: "Please send the form as a web form.",
    });
    expect((await refusal(readForm(post("email=a", "text/plain")))).status).toBe(415);
    expect((await refusal(readForm(post("email=a")))).status).toBe(415);
  });

  it("answers 400 to a multipart body without its boundary", async () => {
    expect(await refusal(readForm(post("--x\r\n", "multipart/form-data")))).toEqual({
      status: 400,
      ok: false,
      description: "The form could not be read. Please try again.",
    });
  });

  it("reads JSON only when it is JSON", async () => {
    expect(await readJson(post('{"a":1}', "application/json; charset=utf-8"))).toEqual({ a: 1 });
    expect((await refusal(readJson(post("a=1", "application/x-www-form-urlencoded")))).status).toBe(415);
    expect((await refusal(readJson(post("{nope", "application/json")))).status).toBe(400);
  });

  it("spots a body far above a limit from its Content-Length", () => {
    const request = (length: number) => new Request("http://shop.test/admin", { method: "POST", headers: { "Content-Length": String(length) } });
    expect(isOversizedBody(request(50 * 1024 * 1024), 6 * 1024 * 1024)).toBe(true);
    expect(isOversizedBody(request(6 * 1024 * 1024), 6 * 1024 * 1024)).toBe(false);
    expect(isOversizedBody(new Request("http://shop.test/admin"), 1)).toBe(false);
  });
});
