import { CalendarDays, ExternalLink, FileText, FolderOpen, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Resume } from '@pathwise/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { profileHref } from '../../utils/profile-href';
import { CardHeading } from './card-heading';
import { DeleteResumeButton } from './delete-resume-button';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A div inside a dl may hold only its dt and dd: the icon goes inside the dt, the value lines up under the label.
    <div className="grid min-w-0 gap-0.5">
      <dt className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
        <span className="text-muted-foreground">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 pl-7 text-sm break-words">{children}</dd>
    </div>
  );
}

function ProfileLink({ address }: { address: string }) {
  const href = profileHref(address);
  if (!href) return <span className="font-medium break-all">{address}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      <span className="break-all">{address}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * Resume Info: file name and profile address when present, the analysed date, and Delete Resume. The date is when
 * the analysis shown was written (`analyzedAt`); a server that does not say (it is beyond the spec) leaves the date
 * the resume was sent, which is when its analysis was asked for.
 */
export function ResumeInfoCard({ resume }: { resume: Resume }) {
  const analyzedAt = resume.analyzedAt ?? resume.uploadedAt;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={FolderOpen}>Resume Info</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-4">
          {resume.fileName && (
            <InfoRow icon={<FileText className="size-4" aria-hidden="true" />} label="File name">
              <span className="font-medium">{resume.fileName}</span>
            </InfoRow>
          )}
          {resume.linkedinUrl && (
            <InfoRow icon={<Link2 className="size-4" aria-hidden="true" />} label="LinkedIn profile">
              <ProfileLink address={resume.linkedinUrl} />
            </InfoRow>
          )}
          <InfoRow icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Analyzed">
            <time dateTime={analyzedAt}>{formatDate(analyzedAt)}</time>
          </InfoRow>
        </dl>
        <DeleteResumeButton fileName={resume.fileName} />
      </CardContent>
    </Card>
  );
}
