// /saved : the positions a student saved on this device (readable offline).
import { createFileRoute } from '@tanstack/react-router';
import { SavedPositionsPage } from '../features/saved/saved-positions-page';

export const Route = createFileRoute('/saved')({ component: SavedPositionsPage });
