// /admin/dashboard : approve, delete and archive positions (admins only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({ component: AdminDashboardPage });
