/** The profile's info pages edited by the engine (/info/base-info, /ba-info, /introduction-info). */
import { baInfoResource } from './ba-info.resource';
import { baseInfoResource } from './base-info.resource';
import { introductionInfoResource } from './introduction-info.resource';

export const businessInfoResources = [baseInfoResource, baInfoResource, introductionInfoResource];
