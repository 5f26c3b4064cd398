import { MonogramTile } from "~/components/ui/monogram";
import { categoryColor, initials } from "./monogram";

/** The initials of a provider on its category colour (decorative: the name is next to it). */
export function Monogram({ name, category, className }: { name: string; category: string; className?: string }) {
  return <MonogramTile text={initials(name)} color={categoryColor(category)} className={className} />;
}
