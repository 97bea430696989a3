// The unassigned list follows the API's changes while it is in the cache: each change is applied
// to the cached list, over the tab's one events stream (services/live).
import { followList } from '../../services/live/followList';
import { applyPeticionEvents, type PeticionRows } from './liveCache';

export const followPeticionChanges = followList<PeticionRows>({
  name: 'peticionesSinAsignar',
  applyEvents: applyPeticionEvents,
  tag: 'Peticiones',
});
