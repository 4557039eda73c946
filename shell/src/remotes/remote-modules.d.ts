// Federated modules have no types at build time; their shape is the contract in @site/shared
// (AreaModule, WidgetsModule).
declare module 'pages-private/area' {
  export const paths: string[];
  const Area: import('react').ComponentType;
  export default Area;
}
declare module 'pages-business/area' {
  export const paths: string[];
  const Area: import('react').ComponentType;
  export default Area;
}
declare module 'pages-articles/area' {
  export const paths: string[];
  const Area: import('react').ComponentType;
  export default Area;
}
declare module 'widgets/widgets' {
  const Widgets: import('react').ComponentType;
  export default Widgets;
}
