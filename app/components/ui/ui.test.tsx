import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardHeader, CardTitle } from "./card";
import { EmptyState } from "./empty-state";
import { Field } from "./field";
import { Input } from "./input";
import { NativeSelect, selectDefault } from "./native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";
import { UserAvatar } from "./avatar";
import { StarRating } from "./stars";
import { DateInput } from "./date-input";
import { FileInput } from "./file-input";
import { DialogActions } from "./dialog-actions";

const html = (el: React.ReactElement) => renderToStaticMarkup(el);

describe("Button", () => {
  it("is a type=button with variant classes and a focus ring", () => {
    const out = html(
      <Button variant="destructive" size="sm">
        Löschen
      </Button>,
    );
    expect(out).toMatch(/^<button/);
    expect(out).toContain('type="button"');
    expect(out).toContain("bg-danger");
    expect(out).toContain("focus-visible:outline-2");
  });
  it("renders its child with asChild", () => {
    const out = html(
      <Button asChild variant="outline">
        <a href="/blog">Blog</a>
      </Button>,
    );
    expect(out).toMatch(/^<a /);
    expect(out).toContain('href="/blog"');
    expect(out).toContain("border-border");
    expect(out).not.toContain("type=");
  });
  it("keeps an explicit submit type", () => {
    expect(html(<Button type="submit">Senden</Button>)).toContain('type="submit"');
  });
});

describe("Field", () => {
  it("wires label, description and error to the control", () => {
    const out = html(
      <Field label="E-Mail" id="email" description="Wir teilen sie nie." error="Ungültige E-Mail" required>
        <Input name="email" type="email" />
      </Field>,
    );
    expect(out).toContain('for="email"');
    expect(out).toContain('id="email"');
    expect(out).toContain('aria-describedby="email-description email-error"');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-required="true"');
    expect(out).toContain('id="email-error"');
    expect(out).toContain("Ungültige E-Mail");
  });
  it("supports a render function and generates an id", () => {
    const out = html(<Field label="Name">{(p) => <input {...p} name="name" />}</Field>);
    const id = out.match(/<input id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(out).toContain(`for="${id}"`);
    expect(out).not.toContain("aria-invalid");
  });
});

describe("German native controls", () => {
  it("FileInput hides the native control behind a German button and says no file is chosen", () => {
    const out = html(
      <Field label="Avatar">
        <FileInput name="avatar" accept="image/png" />
      </Field>,
    );
    const id = /<input[^>]*id="([^"]+)"[^>]*type="file"/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out).toMatch(/<input[^>]*type="file"[^>]*class="peer sr-only"/);
    expect(out).toContain(`aria-describedby="${id}-chosen"`);
    expect(out).toContain(`<label for="${id}" data-slot="file-input-button"`);
    expect(out).toContain("Datei auswählen");
    expect(out).toContain(`<span id="${id}-chosen"`);
    expect(out).toContain("Keine Datei ausgewählt");
  });
  it("DateInput is a text field in TT.MM.JJJJ with the value in German time", () => {
    const out = html(<DateInput name="publishDate" withTime defaultValue={new Date("2026-03-05T13:07:00Z")} />);
    expect(out).toContain('type="text"');
    expect(out).toContain('placeholder="TT.MM.JJJJ HH:MM"');
    expect(out).toContain('value="05.03.2026, 14:07"');
    expect(out).not.toMatch(/type="(date|datetime-local|time)"/);
    expect(html(<DateInput name="d" />)).toContain('placeholder="TT.MM.JJJJ"');
  });
});

describe("other primitives", () => {
  it("StarRating is one named image (a plain span may not carry aria-label)", () => {
    const out = html(<StarRating value={4} />);
    expect(out).toMatch(/^<span role="img" aria-label="[^"]*von 5 Sternen"/);
    expect(out).toContain('aria-hidden="true"');
  });
  it("Alert uses role=alert for errors and status otherwise", () => {
    expect(html(<Alert variant="error">Fehler</Alert>)).toContain('role="alert"');
    expect(html(<Alert variant="success">Gespeichert</Alert>)).toContain('role="status"');
  });
  it("Badge variants", () => {
    expect(html(<Badge variant="featured">Featured</Badge>)).toContain("text-featured");
    expect(html(<Badge variant="verified">Verifiziert</Badge>)).toContain("text-verified");
  });
  it("NativeSelect is a real select", () => {
    const out = html(
      <NativeSelect name="country" defaultValue="DE">
        <option value="DE">Deutschland</option>
      </NativeSelect>,
    );
    expect(out).toContain('<select data-slot="native-select"');
    expect(out).toContain('name="country"');
  });
  it("a select created in the browser starts at its defaultValue; a server-rendered one keeps the visitor's choice", () => {
    const select = (value: string, markedDefault: boolean) =>
      ({
        value,
        options: [{ value: "" }, { value: "hotels" }, { value: "shops" }],
        querySelector: () => (markedDefault ? {} : null),
      }) as unknown as HTMLSelectElement;
    const created = select("", false);
    selectDefault(created, "shops");
    expect(created.value).toBe("shops");
    const hydrated = select("hotels", true);
    selectDefault(hydrated, "shops");
    expect(hydrated.value).toBe("hotels");
    const unknown = select("", false);
    selectDefault(unknown, "gibt-es-nicht");
    expect(unknown.value).toBe("");
  });
  it("UserAvatar shows initials on the server, and the picture over them without a script", () => {
    const withPicture = html(<UserAvatar name="lena_gruen" src="/a.webp" />);
    expect(withPicture).toContain("LG");
    // The picture is in the server's HTML (decorative beside the visible name: empty alt, initials hidden).
    expect(withPicture).toMatch(/<img src="\/a\.webp" alt=""/);
    expect(withPicture).toMatch(/aria-hidden="true"[^>]*>LG</);
    // Loaded as it comes near the viewport: a provider page lists a dozen reviewers.
    expect(withPicture).toMatch(/<img [^>]*loading="lazy"/);
    // Without a picture: the initials alone; with a name for it and no picture, the initials are read.
    expect(html(<UserAvatar name="lena_gruen" />)).not.toContain("<img");
    expect(html(<UserAvatar name="lena_gruen" alt="Lena" />)).not.toContain("aria-hidden");
    expect(html(<UserAvatar name="lena_gruen" src="/a.webp" alt="Lena" />)).toMatch(/<img src="\/a\.webp" alt="Lena"/);
  });
  it("Card, Table and EmptyState render semantic markup", () => {
    expect(
      html(
        <Card>
          <CardHeader>
            <CardTitle as="h2">Titel</CardTitle>
          </CardHeader>
          <CardContent>x</CardContent>
        </Card>,
      ),
    ).toContain("<h2");
    const table = html(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Lena</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(table).toContain('scope="col"');
    expect(html(<EmptyState title="Keine Favoriten" text="Noch nichts da." action={<a href="/">Start</a>} />)).toContain("<h2");
  });
});

describe("DialogActions", () => {
  it("is 'Abbrechen' and a submit 'Speichern' with the save icon; while sending, the spinner and a disabled submit", () => {
    const idle = html(<DialogActions busy={false} onCancel={() => undefined} />);
    expect(idle).toContain('data-slot="dialog-footer"');
    expect(idle).toMatch(/<button[^>]*type="button"[^>]*>Abbrechen<\/button>/);
    expect(idle).toMatch(/<button[^>]*type="submit"[^>]*><svg[^>]*lucide-save[^>]*>.*Speichern<\/button>/);
    const busy = html(<DialogActions busy onCancel={() => undefined} submitLabel="Ablehnen" variant="destructive" />);
    expect(busy).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(busy).toContain("Wird geladen …");
    expect(busy).toContain("bg-danger");
    expect(busy).toContain("Ablehnen");
  });
  it("keeps the submit disabled for another reason and may show no icon or spinner", () => {
    const out = html(<DialogActions busy onCancel={() => undefined} disabled icon={null} spinner={false} />);
    expect(out).not.toContain("<svg");
    expect(out).toMatch(/type="submit"[^>]*disabled=""/);
  });
});
