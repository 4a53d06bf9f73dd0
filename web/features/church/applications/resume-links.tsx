// The resume of an application through the authorised route (resumeDownloadUrl): a PDF opens in
// the browser's own viewer inside the app, in a dialog, with 'Download' beside it; DOC and DOCX,
// which browsers do not show, download. The file route serves PDFs inline under a sandbox CSP, so
// the viewer shows the document but nothing in it runs as part of this site. The resume is named
// as the student uploaded it (decision 0044), and downloads under that name.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Download, ExternalLink, FileText, X } from 'lucide-react';
import { documentExtensionOf, storedFileName } from '../../../../shared/file-text';
import type { ReviewedApplication } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { dialogStyles } from '../../../ui/confirm-dialog';
import { mutedText } from './review-styles';

const viewerContent = css({ maxWidth: '60rem' });
const header = css({ display: 'flex', alignItems: 'flex-start', gap: '3', mb: '4' });
const frame = css({
  display: 'block',
  width: '100%',
  height: { base: '70dvh', md: '75dvh' },
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg.subtle',
});
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' });
const resumeRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const fileName = css({ fontSize: 'sm', overflowWrap: 'anywhere' });

/** The file name a download gets: as uploaded, else the student's name and the resume's kind. */
function downloadName(application: ReviewedApplication, extension: string): string {
  if (application.resumeName) return application.resumeName;
  const name = application.studentName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${name || 'applicant'}-resume.${extension}`;
}

/** 'Download' for the resume. */
function DownloadLink({
  application,
  href,
  extension,
  label,
}: {
  application: ReviewedApplication;
  href: string;
  /** Names the file; without it the server's name stands. */
  extension: string | undefined;
  label: string;
}) {
  return (
    <a
      href={href}
      download={extension ? downloadName(application, extension) : ''}
      className={button({ variant: 'outline', size: 'sm' })}
    >
      <Download size={16} aria-hidden />
      {label}
    </a>
  );
}

/** The PDF in the browser's viewer, in a dialog, with 'Download' and 'Open in new tab'. */
function PdfResume({ application, href }: { application: ReviewedApplication; href: string }) {
  const title = `Resume of ${application.studentName}`;
  return (
    <Dialog.Root lazyMount unmountOnExit>
      <Dialog.Trigger className={button({ variant: 'outline', size: 'sm' })}>
        <FileText size={16} aria-hidden />
        View resume
        <span className={css({ srOnly: true })}> of {application.studentName}</span>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={cx(dialogStyles.content, viewerContent)}>
            <div className={header}>
              <Dialog.Title className={cx(dialogStyles.title, css({ flex: '1' }))}>
                {title}
              </Dialog.Title>
              <Dialog.CloseTrigger
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label="Close"
              >
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
            </div>
            {/* Same origin, served inline: the browser's PDF viewer draws it here. */}
            <iframe src={href} title={title} className={frame} />
            <div className={actions}>
              <DownloadLink
                application={application}
                href={href}
                extension="pdf"
                label="Download"
              />
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={button({ variant: 'ghost', size: 'sm' })}
              >
                <ExternalLink size={16} aria-hidden />
                Open in new tab
              </a>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The resume's way in: view a PDF, download the others. */
function ResumeAction({ application, href }: { application: ReviewedApplication; href: string }) {
  const kind = documentExtensionOf(application.resumeUrl);
  if (kind === 'pdf') return <PdfResume application={application} href={href} />;
  return (
    <DownloadLink
      application={application}
      href={href}
      extension={kind ?? undefined}
      label={kind ? `Download resume (${kind.toUpperCase()})` : 'Download resume'}
    />
  );
}

/** The resume by its name, and its way in; nothing without a resume. */
export function ResumeLinks({ application }: { application: ReviewedApplication }) {
  const online = useOnline();
  const href = application.resumeDownloadUrl;
  if (!href) return <p className={mutedText}>No resume attached.</p>;
  // Kept copies from before names were sent have no resumeName: the stored name stands.
  const name = storedFileName('resume', application.resumeUrl ?? '', application.resumeName);
  return (
    <div className={resumeRow}>
      <span className={fileName}>{name}</span>
      {/* Resumes are never kept on the device: each read goes through the authorised route. */}
      {online ? (
        <ResumeAction application={application} href={href} />
      ) : (
        <p className={mutedText}>The resume opens when you&apos;re back online.</p>
      )}
    </div>
  );
}
