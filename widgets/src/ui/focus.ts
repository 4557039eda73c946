/** The focused element, also inside a shadow root (the embed), where document.activeElement is the host. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}
