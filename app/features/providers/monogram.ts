/**
 * The monogram tile of a provider without logo or photo (issue #26 item 8): its initials on the
 * category colour. Plain module: the card, the page and the seed (generated logos) use it. Every
 * colour carries white text at a contrast of at least 4.5:1.
 */
export const CATEGORY_COLORS: Record<string, string> = {
  cscs_dispensarys: "#166534",
  bars_restaurants: "#9a3412",
  hotels: "#1e40af",
  online_shops: "#6b21a8",
  telemedicine: "#0f766e",
  breeder: "#3f6212",
  messen_events: "#be123c",
  youtube: "#b91c1c",
  instagram: "#a21caf",
  tiktok: "#1f2937",
  twitch: "#5b21b6",
  facebook: "#1d4ed8",
  b2b_gewerbe: "#374151",
  other: "#57534e",
};

export function categoryColor(category: string): string {
  return CATEGORY_COLORS[category] ?? CATEGORY_COLORS.other!;
}

/** Up to two initials: 'Grüner Daumen Club' → 'GD', 'Hanfhaus' → 'HA'. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !/^(e\.?v|gmbh|ug|der|die|das|und|the|of)$/i.test(w));
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toLocaleUpperCase("de-DE");
  return (words[0]![0]! + words[1]![0]!).toLocaleUpperCase("de-DE");
}
