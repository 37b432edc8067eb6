/**
 * The kind of rig as it reads after its name, without the words the name already says: a "2022 Ford
 * Transit 148 AWD" is an "AWD camper van" on its own but just a "camper van" right after its name.
 */
export function kindBesideName(name: string, kind: string): string {
  const said = new Set(name.toLowerCase().split(/\s+/));
  const rest = kind.split(/\s+/).filter((word) => !said.has(word.toLowerCase()));
  return rest.length > 0 ? rest.join(" ") : (kind.split(/\s+/).at(-1) ?? kind);
}
