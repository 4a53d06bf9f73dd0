// / (the landing page): the board explained to students and churches. A signed-in church
// or admin goes straight to their dashboard (role-less users are sent on by the root layout).
import { Navigate } from '@tanstack/react-router';
import { useSession } from '../../lib/session';
import { usePublicConfig } from '../../lib/use-public-config';
import { AudienceSections } from './audience-sections';
import { CallToActionSection } from './call-to-action-section';
import { CategoriesSection } from './categories-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { ResumeSiteSection } from './resume-site-section';

/** The public home page. */
export function LandingPage() {
  const session = useSession();
  const { collegeName, resumeSiteUrl } = usePublicConfig();
  const role = session.user?.role;
  if (role === 'church') return <Navigate to="/church/dashboard" replace />;
  if (role === 'admin') return <Navigate to="/admin/dashboard" replace />;
  return (
    <>
      <HeroSection collegeName={collegeName} />
      <CategoriesSection />
      <HowItWorksSection />
      <AudienceSections collegeName={collegeName} />
      {resumeSiteUrl ? <ResumeSiteSection url={resumeSiteUrl} /> : null}
      <CallToActionSection />
      <LandingFooter collegeName={collegeName} />
    </>
  );
}
