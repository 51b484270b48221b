/** The branch screens the engine renders (issue 15): branches, and their file registrations. */
import { branchRegistrationResource } from './branch-registration.resource';
import { branchStoreResource } from './branch-store.resource';

export const branchStoreResources = [branchStoreResource, branchRegistrationResource];
