import { describe, expect, it } from "vitest";
import { signInWithPassword } from "~/features/auth/auth.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { createTestUpload, createTestUser } from "../../tests/support/factories";
import sharp from "sharp";
import { action } from "./add-provider";
import { profileAction } from "./+shared/profile.server";

/** Issue #25 item 9: the answers of the add-provider and profile forms (spec 1 sections 5 and 8). */
const PASSWORD = "Test-Passwort-2026!";
const DESC = "Ein gemütlicher Ort für alle, die Cannabis-Kultur lieben. ".repeat(6);
type Failure = { init: { status: number }; data: { ok: false; error: string; fieldErrors?: Record<string, string> } };

async function sessionCookie(email: string) {
  const member = await createTestUser({ email, password: PASSWORD });
  const res = await signInWithPassword(new Request("http://localhost/auth", { headers: { [CLIENT_IP_HEADER]: "10.25.9.1" } }), { email, password: PASSWORD });
  return Object.assign(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
    { id: member.id, username: member.username },
  );
}

function submit(fields: Record<string, string | string[]>, cookie?: string) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) body.append(k, value);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return action({
    request: new Request("http://localhost/add-provider", { method: "POST", headers, body }),
    params: {},
    context: {},
  } as never) as Promise<Failure>;
}

const valid = { name: "Grüne Straße Köln", description: DESC, category: "cscs_dispensarys", countryCode: "DE", city: "Köln", address: "Ehrenstraße 5" };

describe("add-provider answers", () => {
  it("says 'Fehler beim Einreichen des Anbieters: {message}' for what the form does not map", async () => {
    const cookie = await sessionCookie("einreicher@example.com");
    const other = await createTestUser();
    const foreign = await createTestUpload({ ownerId: other.id, bucket: "provider-images" });
    const res = await submit({ ...valid, imageUrls: [foreign.url] }, cookie);
    expect(res.init.status).toBe(400);
    expect(res.data.error).toBe("Fehler beim Einreichen des Anbieters: Ungültiges Bild");
    expect(res.data.fieldErrors).toEqual({ imageUrls: "Ungültiges Bild" });
  });

  it("keeps the mapped texts: form errors, sign-in", async () => {
    const cookie = await sessionCookie("formfehler@example.com");
    const invalid = await submit({ ...valid, email: "kein-at" }, cookie);
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.error).toBe("Bitte korrigiere die Fehler im Formular.");
    expect(invalid.data.fieldErrors?.email).toBe("Ungültiges E-Mail-Format");
    const anonymous = await submit(valid);
    expect(anonymous.init.status).toBe(401);
    expect(anonymous.data.error).toBe("Du musst dich anmelden, um einen Anbieter hinzuzufügen.");
  });
});

describe("profile form answers", () => {
  const avatarForm = (username: string | null, avatar: File, cookie: string) => {
    const body = new FormData();
    body.set("username", username ?? "");
    body.set("avatar", avatar);
    return new Request("http://localhost/profile", { method: "POST", body, headers: { cookie } });
  };

  it("refuses a non-image avatar with 'Bitte wähle eine Bilddatei aus' and an oversize one with the 5 MB text", async () => {
    const session = await sessionCookie("avatar@example.com");
    const cookie = String(session);
    const text = new File([new Uint8Array(Buffer.from("Das ist kein Bild, nur Text. ".repeat(20)))], "avatar.png", { type: "image/png" });
    const notImage = (await profileAction(avatarForm(session.username, text, cookie), session.id)) as unknown as Failure;
    expect(notImage.init.status).toBe(400);
    expect(notImage.data).toMatchObject({ error: "Bitte wähle eine Bilddatei aus", fieldErrors: { avatar: "Bitte wähle eine Bilddatei aus" } });

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#166534" } })
      .png()
      .toBuffer();
    const big = new File([new Uint8Array(png), new Uint8Array(5 * 1024 * 1024)], "gross.png", { type: "image/png" });
    const tooLarge = (await profileAction(avatarForm(session.username, big, cookie), session.id)) as unknown as Failure;
    expect(tooLarge.data).toMatchObject({
      error: "Die Datei ist zu groß. Maximale Größe: 5MB.",
      fieldErrors: { avatar: "Die Datei ist zu groß. Maximale Größe: 5MB." },
    });
  });
});
