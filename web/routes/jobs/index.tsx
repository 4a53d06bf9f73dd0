// /jobs/ : Browse Positions, optionally of one type (?type=part-time).
import { createFileRoute } from '@tanstack/react-router';
import { BrowsePositionsPage } from '../../features/positions/browse-positions-page';
import { parseBrowseSearch } from '../../../shared/position-search';

export const Route = createFileRoute('/jobs/')({
  validateSearch: parseBrowseSearch,
  component: BrowsePositionsPage,
});
