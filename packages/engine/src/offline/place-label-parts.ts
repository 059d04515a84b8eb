/**
 * A place label whose value goes on after a ';' ('Location: Remote; United States. Washington, D.C., metro area
 * strongly preferred.'): the parts after the first are places too and keep the label, so they are read as the post's
 * location, never as a bare requirement ('The role asks for united States. …', round 23's legal counsel).
 */
const PLACE_LABEL = /^(?:(?:job|work) )?(?:location|place of work|workplace|based in)\s*:\s*/i;
const OWN_LABEL = /^[^:]{2,40}:/;

/** The ';' parts of an item, each after the first carrying the first part's place label when it has none. */
export function withPlaceLabelCarried(parts: string[]): string[] {
  const label = PLACE_LABEL.exec(parts[0]?.trim() ?? '')?.[0].trim();
  if (!label) return parts;
  return parts.map((part, index) =>
    index === 0 || OWN_LABEL.test(part.trim()) ? part : `${label} ${part.trim()}`,
  );
}
