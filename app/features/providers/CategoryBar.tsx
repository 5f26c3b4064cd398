import type { ComponentProps } from "react";
import { FilterBar } from "~/components/ui/filter-bar";
import { categoryLabel } from "./categories";

export type CategoryBarItem = { key: string; count: number };

/** The provider categories as a FilterBar ('Alle' plus each category with its count). */
export function CategoryBar({ items, ...props }: Omit<ComponentProps<typeof FilterBar>, "items"> & { items: CategoryBarItem[] }) {
  return <FilterBar items={items.map((i) => ({ ...i, label: categoryLabel(i.key) }))} {...props} />;
}
