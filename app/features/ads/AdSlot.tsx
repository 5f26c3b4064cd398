/** A slot for the ads work: rendered empty here; the ads feature fills it by placement key. */
export function AdSlot({ placementKey, className }: { placementKey: string; className?: string }) {
  return <div data-ad-slot={placementKey} className={className} />;
}
