import { describe, expect, it } from "vitest";
import { isReservedUsername, USERNAME_MESSAGES, usernamePathKey, usernameRefusal } from "./username";

describe("username path forms", () => {
  it("has the lower-case dash form of spec 1 section 2", () => {
    expect(usernamePathKey("Jürgen Grün_42")).toBe("j-rgen-gr-n-42");
    expect(usernamePathKey("--Max  Power--")).toBe("max-power");
  });
  it("reserves the route words in either form", () => {
    expect(isReservedUsername("blog")).toBe(true);
    expect(isReservedUsername(" Add_Provider ")).toBe(true);
    expect(isReservedUsername("lena")).toBe(false);
    expect(usernameRefusal("Admin")).toBe(USERNAME_MESSAGES.reserved);
  });
  it("refuses names imitating the site or its staff after normalisation (issue #8 item 7)", () => {
    for (const name of [
      "hanfnetz",
      "Hanfnetz-Team",
      "Ädmin",
      "ádmin",
      "adm1n",
      "Sup_Port",
      "moderator",
      "Der Moderator",
      "h.a.n.f.n.e.t.z",
      "team",
      "Staff",
      "аdmin" /* Cyrillic а */,
      "HANFNETZ offiziell",
      "support24",
    ]) {
      expect(usernameRefusal(name), name).not.toBeNull();
    }
    expect(usernameRefusal("Hanfnetz-Team")).toBe(USERNAME_MESSAGES.imitation);
    for (const name of ["lena_gruen", "mara_lindner", "Jürgen Grün_42", "teamplayer_berlin", "hanf_freund", "Audit Änne"]) {
      expect(usernameRefusal(name), name).toBeNull();
    }
  });
});
