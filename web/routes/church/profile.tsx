// /church/profile : the church's profile form.
import { createFileRoute } from '@tanstack/react-router';
import { ChurchProfilePage } from '../../features/church/profile/church-profile-page';

export const Route = createFileRoute('/church/profile')({ component: ChurchProfilePage });
