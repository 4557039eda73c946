import { renderStandalone } from '@site/shared/standalone';
import SiteWidgets from './site-widgets';

renderStandalone(SiteWidgets);
