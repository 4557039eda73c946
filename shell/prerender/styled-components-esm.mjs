// styled-components ships CommonJS for Node: its default export arrives wrapped one level deep.
// The singleton hooks send every server bundle's `styled-components` import here instead.
import styledComponents from 'styled-components';

export * from 'styled-components';
export default styledComponents.default ?? styledComponents;
