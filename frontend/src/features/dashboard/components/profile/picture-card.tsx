import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Camera, TriangleAlert, Upload, X } from 'lucide-react';
import { MAX_PROFILE_PICTURE_BYTES, PictureMessages, type User } from '@pathwise/contracts';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { avatarUrl, formatKb, initials } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUploadPicture } from '../../api/upload-picture';

/** 'Title: description' messages of the contracts become a toast's two lines. */
function toastFromMessage(message: string) {
  const [title, ...rest] = message.split(': ');
  toast({ title, description: rest.join(': '), variant: 'destructive' });
}

/** Profile picture: choose, preview, then upload or cancel. */
export function PictureCard({ user }: { user: User }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadPicture();
  // Why the server refused the last upload (e.g. a file named .png that is not an image), shown beside the spec's
  // fixed 'Upload Failed' toast, which goes after 5 s; choosing another file or cancelling clears it.
  const refusal = upload.error && !isUnauthorizedError(upload.error) ? serverMessage(upload.error) : undefined;

  // Free the preview's object URL when it is replaced or the card goes away.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const clear = () => {
    upload.reset();
    setFile(null);
    setPreview(null);
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!chosen) return;
    upload.reset();
    if (!chosen.type.startsWith('image/')) return toastFromMessage(PictureMessages.invalidType);
    if (chosen.size > MAX_PROFILE_PICTURE_BYTES) return toastFromMessage(PictureMessages.tooLarge);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Profile Picture</h2>
        </CardTitle>
        <CardDescription>PNG, JPG, GIF or WebP, up to 5MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <Avatar className="size-28 ring-4 ring-secondary">
          <AvatarImage
            src={preview ?? avatarUrl(user.profileImageUrl, 224)}
            alt={preview ? 'Preview of your new profile picture' : `${fullName}'s profile picture`}
          />
          <AvatarFallback className="text-2xl">{initials(user.firstName, user.lastName)}</AvatarFallback>
        </Avatar>
        <div className="grid w-full gap-3 text-center sm:text-left">
          {file ? (
            <p className="text-sm">
              <span className="font-medium break-all">{file.name}</span>{' '}
              <span className="text-muted-foreground">({formatKb(file.size)})</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Choose an image to preview it before uploading.</p>
          )}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Choose profile picture"
            onChange={onChoose}
            disabled={upload.isPending}
          />
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            {file ? (
              <>
                <Button onClick={() => upload.mutate(file, { onSuccess: clear })} disabled={upload.isPending}>
                  {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
                  {upload.isPending ? 'Uploading...' : 'Upload Picture'}
                </Button>
                <Button variant="outline" onClick={clear} disabled={upload.isPending}>
                  <X aria-hidden="true" />
                  Cancel
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => inputRef.current?.click()}>
                <Camera aria-hidden="true" />
                {user.profileImageUrl ? 'Change Picture' : 'Choose Picture'}
              </Button>
            )}
          </div>
          {refusal && (
            <p
              role="alert"
              data-testid="picture-refusal"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-left text-sm"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{refusal}</span>
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
