/** The profile's info: the overview, the three pages the engine edits, and the business registration. */
import { baInfoResource } from './ba-info.resource';
import { baseInfoResource } from './base-info.resource';
import { businessRegistrationResource } from './business-registration.resource';
import { infoOverviewResource } from './info-overview.resource';
import { introductionInfoResource } from './introduction-info.resource';

export const businessInfoResources = [
  infoOverviewResource,
  baseInfoResource,
  baInfoResource,
  introductionInfoResource,
  businessRegistrationResource,
];
