/** Small DOM helpers for component tests. */
export function byTestId<T extends HTMLElement = HTMLElement>(root: ParentNode, id: string): T | null {
  return root.querySelector<T>(`[data-testid="${id}"]`);
}

export function allByTestId<T extends HTMLElement = HTMLElement>(root: ParentNode, id: string): T[] {
  return Array.from(root.querySelectorAll<T>(`[data-testid="${id}"]`));
}

export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function typeInto(input: HTMLInputElement | null, value: string): void {
  if (!input) throw new Error('no input');
  input.value = value;
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('blur'));
}

export function choose(select: HTMLSelectElement | null, value: string): void {
  if (!select) throw new Error('no select');
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

export function optionValues(select: HTMLSelectElement | null): string[] {
  return Array.from(select?.options ?? []).map((option) => option.value);
}
