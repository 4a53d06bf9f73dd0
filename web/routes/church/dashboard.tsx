// /church/dashboard : the church's positions, figures and profile.
import { createFileRoute } from '@tanstack/react-router';
import { ChurchDashboardPage } from '../../features/church/dashboard/church-dashboard-page';

export const Route = createFileRoute('/church/dashboard')({ component: ChurchDashboardPage });
