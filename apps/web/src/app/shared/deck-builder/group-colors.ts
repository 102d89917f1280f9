/**
 * One accent colour per aspect, side, colour or faction (ux.md "Style"). Always shown next to the
 * group's name, never as the only cue.
 */
export const GROUP_COLORS: Readonly<Record<string, string>> = {
  // swu aspects
  vigilance: '#2f6fd6',
  command: '#2e9e4f',
  aggression: '#d0342c',
  cunning: '#e0b12a',
  villainy: '#1b1b1b',
  heroism: '#f4f4f4',
  // swtcg sides
  light: '#7fb3ff',
  dark: '#b3261e',
  'yuuzhan-vong': '#8a6a32',
  // destiny colours
  red: '#d0342c',
  blue: '#2f6fd6',
  yellow: '#e0b12a',
  gray: '#8b8f96',
  // dbg factions
  empire: '#5b6470',
  rebel: '#d0342c',
  // shared
  neutral: '#a7abb2',
  none: '#a7abb2',
};

export function groupColor(group: string): string {
  return GROUP_COLORS[group] ?? GROUP_COLORS['none'];
}
