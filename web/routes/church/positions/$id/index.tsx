// /church/positions/{id} : the church's own view of its position (decision 0024): its status, every
// field, its applications and Edit, Close, Reopen, Duplicate. E-mails link here (shared/app-paths.ts).
import { createFileRoute } from '@tanstack/react-router';
import { ChurchPositionPage } from '../../../../features/church/position/church-position-page';

export const Route = createFileRoute('/church/positions/$id/')({ component: ChurchPositionPage });
