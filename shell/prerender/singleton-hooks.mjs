// Node module hooks for server rendering: every server bundle (the shell's and each remote's,
// wherever it was loaded from) gets the same React, router, zustand, styled-components and the
// same @site/shared, resolved from the shell, just as federation shares them in the browser.
let singletons = [];
let shellParentUrl = '';
let sharedUrl = '';
const styledShimUrl = new URL('./styled-components-esm.mjs', import.meta.url).href;

export async function initialize(data) {
  ({ singletons, shellParentUrl, sharedUrl } = data);
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@site/shared') return { url: sharedUrl, format: 'module', shortCircuit: true };
  if (specifier === 'styled-components' && context.parentURL !== styledShimUrl) {
    return { url: styledShimUrl, format: 'module', shortCircuit: true };
  }
  if (singletons.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
    return nextResolve(specifier, { ...context, parentURL: shellParentUrl });
  }
  return nextResolve(specifier, context);
}
