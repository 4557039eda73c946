import { renderStandalone } from '@site/shared/standalone';
import Area from './area';

renderStandalone(Area);
