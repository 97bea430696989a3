// A few lines of DOM building for the link's page, which loads no framework: an element with its
// attributes and children, text always set as text (never parsed as HTML).
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Replaces everything in `root` with `children`. */
export function show(root: HTMLElement, ...children: Child[]) {
  root.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)));
}
