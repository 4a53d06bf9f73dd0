// /jobs/ : Browse Positions.
import { createFileRoute } from '@tanstack/react-router';
import { BrowsePositionsPage } from '../../features/positions/browse-positions-page';

export const Route = createFileRoute('/jobs/')({ component: BrowsePositionsPage });
