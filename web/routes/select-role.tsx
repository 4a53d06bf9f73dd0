// /select-role : confirm the e-mail address, then choose church or admin.
import { createFileRoute } from '@tanstack/react-router';
import { SelectRolePage } from '../features/auth/select-role-page';

export const Route = createFileRoute('/select-role')({ component: SelectRolePage });
