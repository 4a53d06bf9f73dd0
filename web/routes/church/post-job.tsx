// /church/post-job : the post-position form.
import { createFileRoute } from '@tanstack/react-router';
import { PostJobPage } from '../../features/church/post-job/post-job-page';

export const Route = createFileRoute('/church/post-job')({ component: PostJobPage });
