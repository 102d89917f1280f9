import type { PackTemplate, SlotRole } from '../template/pack-template';

/** Role of each slot of a template, by slot name. */
export function slotRoles(template: PackTemplate): ReadonlyMap<string, SlotRole> {
  return new Map(template.slots.map((slot) => [slot.name, slot.role]));
}

export function roleOf(roles: ReadonlyMap<string, SlotRole>, slot: string): SlotRole {
  const role = roles.get(slot);
  if (role === undefined) throw new Error(`the template has no slot named "${slot}"`);
  return role;
}
