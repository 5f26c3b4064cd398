import { describe, expect, it } from "vitest";
import { initials } from "./initials";
import { fillTemplate, isTemplateViewer, memberKind, TEMPLATE_NONCE, TEMPLATE_PROFILE_PATH, templateViewer } from "./member-template.server";
import type { Viewer } from "./auth.server";

const member: Viewer = {
  id: "0b7f2a36-8a8e-4c3f-9a55-2f1f3c1f6a01",
  email: "lena@demo.hanfnetz.de",
  emailVerified: true,
  username: "lena_gruen",
  avatarUrl: "/media/avatar.webp",
  isAdmin: false,
  canCreateContests: false,
  canCreateB2b: true,
  sessionId: "s1",
};

describe("pages shared between members (decision 0048)", () => {
  it("tells the kinds of member apart and renders admins and values that need escaping alone", () => {
    expect(memberKind(member)).toBe("0111");
    expect(memberKind({ ...member, avatarUrl: null, username: null })).toBe("0100");
    expect(memberKind({ ...member, isAdmin: true })).toBeNull();
    for (const email of ["o'neil@example.com", 'a"b@example.com', "a&b@example.com", "a<b@example.com", "a\\b@example.com", "a\u2028b@example.com"]) {
      expect(memberKind({ ...member, email })).toBeNull();
    }
  });

  it("fills every slot of the stand-in member with the member's values", () => {
    const t = templateViewer("0111");
    expect(isTemplateViewer(t)).toBe(true);
    expect(isTemplateViewer(member)).toBe(false);
    const html = [
      `<script nonce="${TEMPLATE_NONCE}">`,
      `<a href="${TEMPLATE_PROFILE_PATH}">${t.username}</a>`,
      `<p>${t.email}</p><span>${initials(t.username)}</span><img src="${t.avatarUrl}">`,
      `"id":"${t.id}"`,
    ].join("");
    expect(fillTemplate(html, member, "n0nce+/=")).toBe(
      `<script nonce="n0nce+/="><a href="/lena-gruen">lena_gruen</a><p>lena@demo.hanfnetz.de</p><span>LG</span><img src="/media/avatar.webp">"id":"${member.id}"`,
    );
  });

  it("gives no page when a slot has no value", () => {
    const unknown = TEMPLATE_NONCE.replace(/nonceq$/, "sessionq");
    expect(fillTemplate(`<p>${unknown}</p>`, member, "n")).toBeNull();
  });
});
